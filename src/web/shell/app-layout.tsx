import type { CSSProperties, ReactNode } from 'react';
import { SIDEBAR } from '@common/constants';
import { SidebarInset } from '@/components/ui/sidebar';
import { SidebarProvider } from '@/components/ui/sidebar-provider';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import { LazyInstallPrompt } from './lazy-install-prompt';
import { EmailVerificationBanner } from './email-verification-banner';
import { OfflineBanner } from './offline-banner';

/** The signed-in shell: sidebar (20rem / 4rem here), header and a scrolling main area. */
const appWidths = { '--sidebar-width': SIDEBAR.appWidth, '--sidebar-width-icon': SIDEBAR.appWidthIcon } as CSSProperties;

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <SidebarProvider style={appWidths}>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-2 focus:ring-ring"
      >
        Skip to content
      </a>
      <AppSidebar />
      <SidebarInset>
        <AppHeader />
        <OfflineBanner />
        <EmailVerificationBanner />
        <main id="main-content" tabIndex={-1} className="flex-1 overflow-x-hidden p-4 outline-none sm:p-6 lg:p-8">
          <div className="mx-auto w-full max-w-6xl">{children}</div>
        </main>
      </SidebarInset>
      <LazyInstallPrompt />
    </SidebarProvider>
  );
}
