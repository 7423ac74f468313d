import { Component, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { NotFound } from '@/components/layout/not-found';
import { UnexpectedError } from '@/components/layout/route-error';
import { resolveLanguage } from './page-resolution';

/** /:lang: a supported language renders its pages; /en/… goes to the bare URL; else not found. */
export function LanguageRoot() {
  const resolved = resolveLanguage(useParams().lang, useLocation());
  if (resolved.kind === 'not-found') return <NotFound />;
  if (resolved.kind === 'redirect') return <Navigate replace to={resolved.to} />;
  return <Outlet />;
}

/** What the data router's errorElement shows, for errors thrown while rendering a page. */
class PagesBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { error: unknown; failed: boolean }
> {
  state = { error: undefined as unknown, failed: false };
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }
  componentDidUpdate(previous: { resetKey: string }) {
    // Another page: try again rather than keep the error on screen.
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: undefined, failed: false });
    }
  }
  render() {
    return this.state.failed ? <UnexpectedError error={this.state.error} /> : this.props.children;
  }
}

export function PagesErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <PagesBoundary resetKey={pathname}>
      <Outlet />
    </PagesBoundary>
  );
}
