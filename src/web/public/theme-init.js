// Applies the saved colour theme before first paint, so dark mode does not flash.
// Plain script (no module) so it can run render-blocking from <head> under a strict CSP:
//   <script src="/theme-init.js"></script>
// Key and values match THEME_STORAGE_KEY and THEMES in src/common/constants.ts.
(function () {
  var theme = 'system';
  try {
    var saved = window.localStorage.getItem('amity-ui-theme');
    if (saved === 'light' || saved === 'dark' || saved === 'system') theme = saved;
  } catch (error) {
    // Storage can be blocked (private mode, policies): fall back to the system preference.
  }
  var dark =
    theme === 'dark' ||
    (theme === 'system' && !!window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();
