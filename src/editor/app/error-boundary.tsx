/**
 * Catches what a screen throws while rendering: the fallback says 'Something went wrong'
 * (ADM-29) with a way to try again, and the error is reported (the console for now; the site's
 * script-error reporter when it exists) so a broken panel never blanks the whole editor.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';

export const SOMETHING_WENT_WRONG = 'Something went wrong';

interface Props {
  children: ReactNode;
  /** Changing it clears a caught error (the route, say). */
  resetKey?: string;
}

export function reportEditorError(error: unknown, info?: ErrorInfo): void {
  console.error('[stoa editor]', error, info?.componentStack ?? '');
}

export class EditorErrorBoundary extends Component<Props, { error: unknown; key: string | undefined }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: string | undefined }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportEditorError(error, info);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <div role="alert" className="panel-message">
        <h2>{SOMETHING_WENT_WRONG}</h2>
        <p>This part of the editor stopped working. Your saved work is safe.</p>
        <button type="button" className="button" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </div>
    );
  }
}
