import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentTitle, documentTitle } from './document-title.tsx';

describe('documentTitle', () => {
  it('puts the most specific part first and the app last, skipping what is unknown', () => {
    expect(documentTitle(['Work', 'Matrix'])).toBe('Work · Matrix · Quadrant');
    expect(documentTitle([undefined, 'Support'])).toBe('Support · Quadrant');
    expect(documentTitle([])).toBe('Quadrant');
  });

  it("becomes the document's title, and the next page's replaces it", () => {
    const { rerender, unmount } = render(<DocumentTitle parts={['Support']} />);
    expect(document.title).toBe('Support · Quadrant');
    rerender(<DocumentTitle parts={['Work', 'List']} />);
    expect(document.title).toBe('Work · List · Quadrant');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    unmount();
    expect(document.head.querySelectorAll('title')).toHaveLength(0);
  });
});
