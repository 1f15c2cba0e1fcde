/** Classes of the native selects on the expenses screen, matching the kit's inputs. */
export const selectClasses =
  'h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:text-sm';
