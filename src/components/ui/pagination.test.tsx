// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import * as nextTask from '@/lib/next-task';
import { Pagination } from './pagination';

const routes = [
  {
    path: '/list',
    element: <Pagination page={1} pageCount={3} to={(page) => ({ search: `page=${page}` })} />,
  },
];

describe('Pagination', () => {
  it('goes to the next page only after the press has had a frame to paint', async () => {
    let painted: () => void = () => undefined;
    vi.spyOn(nextTask, 'afterNextPaint').mockImplementation(
      () => new Promise((resolve) => (painted = resolve)),
    );
    const { router } = renderWithProviders(null, { path: '/list', routes });
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(router?.state.location.search).toBe('');
    painted();
    await waitFor(() => expect(router?.state.location.search).toBe('?page=2'));
  });

  it('leaves a click meant for a new tab to the browser', () => {
    const { router } = renderWithProviders(null, { path: '/list', routes });
    const link = screen.getByRole('link', { name: 'Page 3' });
    expect(link).toHaveAttribute('href', '/list?page=3');
    // Not prevented by the page: the browser opens the link's own address in a new tab (jsdom
    // cannot, so the test stops it once it has seen what the page did).
    let leftToBrowser = false;
    const seen = (event: MouseEvent) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', seen);
    fireEvent.click(link, { ctrlKey: true });
    document.removeEventListener('click', seen);
    expect(leftToBrowser).toBe(true);
    expect(router?.state.location.search).toBe('');
  });
});
