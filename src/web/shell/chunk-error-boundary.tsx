import { SHELL_COPY } from '@/shell/shell-copy';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * Catches a screen that failed to load or render (a lazy chunk missing after an update, or no
 * network) and offers a reload instead of a blank page.
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen failed to load', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto my-16 max-w-md rounded-xl border bg-card p-6 text-center">
        <h1 className="text-lg font-semibold">{SHELL_COPY.screenFailed}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{SHELL_COPY.screenFailedHint}</p>
        <button
          type="button"
          className="mt-4 h-10 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground"
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
      </div>
    );
  }
}
