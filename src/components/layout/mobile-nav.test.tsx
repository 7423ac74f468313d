// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { MobileNav } from './mobile-nav';
import { stubLayoutApis } from '@/testing/locale';
import { renderWithProviders } from '@/testing/render';

beforeAll(stubLayoutApis);

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.hash}`}</output>;
}

function setup() {
  return renderWithProviders(
    <>
      <MobileNav />
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </>,
    { path: '/pricing' },
  ).locale;
}

async function openDrawer() {
  const button = screen.getByRole('button', { name: 'Open menu' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  return screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });
}

describe('MobileNav', () => {
  it('lists the spec items: Solutions group, Pricing, Resources, Affiliate, Login and Start for free', async () => {
    setup();
    const drawer = await openDrawer();
    const links = within(drawer)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Demoly', '/'],
      ['Agencies', '/solutions/agencies'],
      ['For Marketing Teams', '/#marketing'],
      ['For Sales Teams', '/#sales'],
      ['For Product Teams', '/#product'],
      ['Blog', '/resources/blog'],
      ['Upcoming events', '/resources/events'],
      ['Demo templates', '/resources/templates'],
      ['Videos', '/resources/videos'],
      ['Webinars', '/resources/webinars'],
      ['Pricing', '/pricing'],
      ['Affiliate30% (opens in a new tab)', site.affiliateUrl],
      ['Login', '/auth'],
      ['Start for free (opens in a new tab)', site.appUrl],
    ]);
    expect(within(drawer).getByRole('button', { name: /Change language/ })).toBeInTheDocument();
  });

  it('closes on a page link', async () => {
    setup();
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('link', { name: 'Webinars' }));
    // A popup closes after the press is painted (usePopupState).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/resources/webinars');
  });

  it('closes on a team anchor and goes to that team on the home page', async () => {
    setup();
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('link', { name: 'For Sales Teams' }));
    // A popup closes after the press is painted (usePopupState).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/#sales$/);
  });

  it('closes on an external link and on a language pick', async () => {
    const locale = setup();
    let drawer = await openDrawer();
    const affiliate = within(drawer).getByRole('link', { name: /Affiliate/ });
    // The new tab itself is the browser's business; stop jsdom from trying to navigate.
    affiliate.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(affiliate);
    // A popup closes after the press is painted (usePopupState).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: /Change language/ }));
    await userEvent.click(
      await screen.findByRole('option', { name: /Italiano/ }, { timeout: 10_000 }),
    );
    expect(locale.setLanguage).toHaveBeenCalledWith('it');
    // A popup closes after the press is painted (usePopupState).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with Escape and returns focus to the menu button', async () => {
    setup();
    await openDrawer();
    await userEvent.keyboard('{Escape}');
    // A popup closes after the press is painted (usePopupState).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
