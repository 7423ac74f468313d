// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useNavigate } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LanguageCode } from '@/config/languages';
import { site, timings } from '@/config/site';
import { format } from '@/i18n/format';
import { de } from '@/i18n/locales/de';
import { en } from '@/i18n/locales/en';
import type { Messages } from '@/i18n/messages';
import { HomePage } from './home-page';
import { withProviders } from '@/testing/render';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
});

let reducedMotion = false;
beforeEach(() => {
  reducedMotion = false;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('prefers-reduced-motion') && reducedMotion,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.useRealTimers();
});

function page(language: LanguageCode = 'en', messages: Messages = en) {
  return withProviders(<HomePage />, { language, messages }).element;
}

const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('HomePage', () => {
  it('prerenders every section without the demo iframe', () => {
    const html = renderToString(page());
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelector('#features h2')?.textContent).toBe(en.home.features.title);
    expect(container.querySelectorAll('[data-feature-card]')).toHaveLength(5);
    for (const id of ['teams-tabs', 'integrations', 'contact']) {
      expect(container.querySelector(`#${id}`), id).not.toBeNull();
    }
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelectorAll('[role="tab"]')).toHaveLength(3);
  });

  it('hydrates the prerendered HTML without mismatches', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    // React 19 recovers from a mismatch by rendering on the client and reports it here.
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, page(), { onRecoverableError: (error) => mismatches.push(error) }),
    );
    act(() => root.unmount());
    expect(mismatches).toEqual([]);
    container.remove();
  });

  it('links the hero button to the app in a new tab and offers a booking link', () => {
    render(page());
    const primary = screen.getByRole('link', { name: new RegExp(en.home.hero.primaryCta) });
    expect(primary).toHaveAttribute('href', site.appUrl);
    expect(primary).toHaveAttribute('target', '_blank');
    expect(primary).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: en.home.hero.secondaryCta })).toHaveAttribute(
      'href',
      expect.stringContaining('cal.com'),
    );
  });

  it('creates the demo iframe only after Join the demo', async () => {
    const user = userEvent.setup();
    render(page());
    expect(screen.queryByTitle(en.home.demo.frameTitle)).toBeNull();
    await user.click(screen.getByRole('button', { name: en.home.demo.join }));
    const frame = screen.getByTitle(en.home.demo.frameTitle);
    expect(frame).toHaveAttribute('src', site.demoEmbedUrl);
    expect(frame.getAttribute('allow')).toContain('microphone');
    expect(frame).toHaveAttribute('height', '650');
    expect(screen.queryByRole('button', { name: en.home.demo.join })).toBeNull();
  });

  it('switches the fullscreen toggle label (CSS fallback where the API is missing)', async () => {
    const user = userEvent.setup();
    render(page());
    await user.click(screen.getByRole('button', { name: en.home.demo.enterFullscreen }));
    const exit = screen.getByRole('button', { name: en.home.demo.exitFullscreen });
    expect(screen.getByTestId('demo-frame').className).toContain('fixed');
    await user.keyboard('{Escape}');
    expect(exit).toHaveAccessibleName(en.home.demo.enterFullscreen);
  });

  it('dims the page only when scrolled and the frame is in focus', () => {
    vi.useFakeTimers();
    render(page());
    const frame = screen.getByTestId('demo-frame');
    const overlay = screen.getByTestId('cinema-overlay');
    const scrollTo = (y: number, top: number) => {
      frame.getBoundingClientRect = () => ({ top, height: 650 }) as DOMRect;
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      Object.defineProperty(window, 'innerHeight', { value: 900, configurable: true });
      act(() => {
        window.dispatchEvent(new Event('scroll'));
        vi.advanceTimersByTime(50);
      });
    };
    scrollTo(10, 125); // centred but not scrolled past 20 px
    expect(overlay).toHaveAttribute('data-active', 'false');
    scrollTo(400, 125);
    expect(overlay).toHaveAttribute('data-active', 'true');
    const skip = screen.getByRole('button', { name: en.home.demo.skip });
    const features = document.getElementById('features')!;
    const scrolled = vi.spyOn(features, 'scrollIntoView');
    fireEvent.click(skip);
    expect(scrolled).toHaveBeenCalled();
    expect(document.activeElement).toBe(features);
    scrollTo(900, -500);
    expect(overlay).toHaveAttribute('data-active', 'false');
    expect(screen.queryByRole('button', { name: en.home.demo.skip })).toBeNull();
  });

  it('highlights the feature card nearest the viewport centre', () => {
    vi.useFakeTimers();
    render(page());
    const cards = Array.from(document.querySelectorAll<HTMLElement>('[data-feature-card]'));
    cards.forEach((card, index) => {
      card.getBoundingClientRect = () => ({ top: index * 600 - 1500, height: 500 }) as DOMRect;
    });
    Object.defineProperty(window, 'innerHeight', { value: 900, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(50);
    });
    // The fourth card spans 300..800 (centre 550), the nearest to the viewport's centre, 450.
    expect(cards.map((card) => card.dataset.active)).toEqual([
      'false',
      'false',
      'false',
      'true',
      'false',
    ]);
  });

  it('auto-advances the role tabs, pauses on hover and resumes with the time left', () => {
    vi.useFakeTimers();
    render(page());
    const section = document.getElementById('teams-tabs')!;
    expect(selectedTab()).toHaveTextContent(en.home.roles.items.marketing.tab);
    act(() => vi.advanceTimersByTime(timings.tabAdvanceMs));
    expect(selectedTab()).toHaveTextContent(en.home.roles.items.sales.tab);
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.pointerEnter(section);
    act(() => vi.advanceTimersByTime(10_000));
    expect(selectedTab()).toHaveTextContent(en.home.roles.items.sales.tab);
    fireEvent.pointerLeave(section);
    act(() => vi.advanceTimersByTime(timings.tabAdvanceMs - 1000));
    expect(selectedTab()).toHaveTextContent(en.home.roles.items.product.tab);
    act(() => vi.advanceTimersByTime(timings.tabAdvanceMs));
    expect(selectedTab()).toHaveTextContent(en.home.roles.items.marketing.tab);
  });

  it('selects a tab on click and from the URL hash, each time the router goes there', async () => {
    function GoTo({ hash }: { hash: string }) {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => void navigate({ hash })}>
          {`go ${hash}`}
        </button>
      );
    }
    const user = userEvent.setup();
    render(
      withProviders(
        <>
          <HomePage />
          <GoTo hash="#sales" />
        </>,
        { path: '/#product' },
      ).element,
    );
    expect(selectedTab()).toHaveTextContent(en.home.roles.items.product.tab);
    await user.click(screen.getByRole('button', { name: 'go #sales' }));
    expect(selectedTab()).toHaveTextContent(en.home.roles.items.sales.tab);
    await user.click(screen.getByRole('tab', { name: en.home.roles.items.marketing.tab }));
    expect(selectedTab()).toHaveTextContent(en.home.roles.items.marketing.tab);
    // The same team asked for again (a new history entry) is shown again.
    await user.click(screen.getByRole('button', { name: 'go #sales' }));
    expect(selectedTab()).toHaveTextContent(en.home.roles.items.sales.tab);
  });

  it('does not move anything by itself with reduced motion', () => {
    reducedMotion = true;
    vi.useFakeTimers();
    render(page());
    const phrase = screen.getByTestId('pain-point');
    act(() => vi.advanceTimersByTime(20_000));
    expect(selectedTab()).toHaveTextContent(en.home.roles.items.marketing.tab);
    expect(within(phrase).getByText(en.home.painPoints.phrases[0]!)).not.toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(phrase).toHaveAttribute('aria-live', 'polite');
  });

  it('rotates the pain points every 3 s until paused', () => {
    vi.useFakeTimers();
    render(page());
    const visible = () =>
      screen.getByTestId('pain-point').querySelector('[aria-hidden="false"]')?.textContent;
    expect(visible()).toBe(en.home.painPoints.phrases[0]);
    act(() => vi.advanceTimersByTime(timings.painPointRotationMs));
    expect(visible()).toBe(en.home.painPoints.phrases[1]);
    fireEvent.click(screen.getByRole('button', { name: en.home.painPoints.pause }));
    act(() => vi.advanceTimersByTime(timings.painPointRotationMs * 3));
    expect(visible()).toBe(en.home.painPoints.phrases[1]);
  });

  it('keeps at most one FAQ answer open and lets it close', async () => {
    const user = userEvent.setup();
    render(page());
    const [first, second] = en.home.faq.items;
    const firstButton = screen.getByRole('button', { name: first!.question });
    const secondButton = screen.getByRole('button', { name: second!.question });
    await user.click(firstButton);
    expect(firstButton).toHaveAttribute('aria-expanded', 'true');
    await user.click(secondButton);
    expect(firstButton).toHaveAttribute('aria-expanded', 'false');
    expect(secondButton).toHaveAttribute('aria-expanded', 'true');
    await user.click(secondButton);
    expect(secondButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('publishes the five FAQ entries as FAQPage JSON-LD with the product name filled in', () => {
    const { container } = render(page());
    const script = container.querySelector(
      'script[type="application/ld+json"]:not([data-page-json-ld])',
    );
    const data = JSON.parse(script!.textContent!);
    expect(data.mainEntity).toHaveLength(5);
    expect(JSON.stringify(data)).not.toContain('{product}');
    expect(data.mainEntity[0].acceptedAnswer.text).toContain(site.productName);
  });

  it('renders in German', () => {
    render(page('de', de));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      format(de.home.hero.title, { highlight: de.home.hero.titleWords[0]! }),
    );
    expect(screen.getByRole('heading', { level: 2, name: de.home.features.title })).toBeVisible();
  });
});
