import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SomethingWentWrong } from './something-went-wrong.tsx';

/** A-021 / O-043: a render crash shows 'Something went wrong.' instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Render crash', error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <SomethingWentWrong /> : this.props.children;
  }
}
