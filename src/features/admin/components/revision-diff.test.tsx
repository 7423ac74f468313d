// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { de } from '@/i18n/locales/de';
import { renderWithProviders } from '@/testing/render';
import { RevisionDiff } from './revision-diff';

const labels = { titleLabel: 'Title', bodyLabel: 'Content' };
const lines = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `Line ${from + index}`);

describe('RevisionDiff', () => {
  it('marks the words only in the current version and only in the revision', () => {
    const { container } = renderWithProviders(
      <RevisionDiff
        {...labels}
        current={{ title: 'Launch day is here', body: 'Same.\nWe ship on Monday.' }}
        revision={{ title: 'Launch week is here', body: 'Same.\nWe ship on Friday.' }}
      />,
    );
    const removed = [...container.querySelectorAll('del')].map((node) => node.textContent);
    const added = [...container.querySelectorAll('ins')].map((node) => node.textContent);
    expect(removed).toEqual(['day', 'Monday']);
    expect(added).toEqual(['week', 'Friday']);
    expect(screen.getByText('Only in the current version')).toBeInTheDocument();
    expect(screen.getByText('Only in this version')).toBeInTheDocument();
  });

  it('shows a rewritten paragraph as its old lines, then its new ones, not as word noise', () => {
    const { container } = renderWithProviders(
      <RevisionDiff
        {...labels}
        current={{ title: 'T', body: 'Intro.\nStart a live demo now.' }}
        revision={{ title: 'T', body: 'Intro.\nBook a call with the team to see it for yourself.' }}
      />,
    );
    const removed = [...container.querySelectorAll('del')].map((node) => node.textContent);
    const added = [...container.querySelectorAll('ins')].map((node) => node.textContent);
    expect(removed).toEqual(['Start a live demo now.']);
    expect(added).toEqual(['Book a call with the team to see it for yourself.']);
  });

  it('folds long unchanged runs to a count, keeping two lines of context', () => {
    const before = lines(1, 30);
    const after = [...before];
    after[14] = 'Line 15, rewritten';
    const { container } = renderWithProviders(
      <RevisionDiff
        {...labels}
        current={{ title: 'T', body: before.join('\n') }}
        revision={{ title: 'T', body: after.join('\n') }}
      />,
    );
    // 14 unchanged lines before the change: 12 folded, 2 kept; 15 after: 2 kept, 13 folded.
    expect(screen.getByText('12 unchanged lines')).toBeInTheDocument();
    expect(screen.getByText('13 unchanged lines')).toBeInTheDocument();
    expect(container.textContent).toContain('Line 13\nLine 14');
    expect(container.textContent).not.toContain('Line 12\n');
    expect(container.querySelector('ins')?.textContent).toBe(', rewritten');
  });

  it('says so when title and body are the same, in the admin language', () => {
    renderWithProviders(
      <RevisionDiff
        {...labels}
        current={{ title: 'A', body: 'B' }}
        revision={{ title: 'A', body: 'B' }}
      />,
      { language: 'de', messages: de },
    );
    expect(screen.getByText(de.admin.history.sameAsCurrent)).toBeInTheDocument();
  });
});
