import { render, screen } from '@testing-library/react';
import { Gallery, galleryColumns } from './Gallery';

const setWidth = (width: number) =>
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });

describe('gallery (docs/product.md §9: 5/4/3/2 columns at 1200/600/300/0 px)', () => {
  it.each([
    [1920, 5],
    [1200, 5],
    [1199, 4],
    [600, 4],
    [599, 3],
    [300, 3],
    [299, 2],
    [0, 2],
  ])('at %i px: %i columns', (width, columns) => {
    expect(galleryColumns(width)).toBe(columns);
  });

  it.each([
    [1280, [5, 5]],
    [800, [4, 4, 2]],
    [390, [3, 3, 3, 1]],
    [280, [2, 2, 2, 2, 2]],
  ])('lays the 10 photos out in rows at %i px', (width, rowLengths) => {
    setWidth(width);
    render(<Gallery />);
    const rows = screen.getAllByTestId('gallery-row');
    expect(rows.map((row) => row.querySelectorAll('img').length)).toEqual(rowLengths);
  });

  it('gives every photo its size and alt text, and loads it lazily', () => {
    setWidth(1280);
    render(<Gallery />);
    const photos = screen.getAllByRole('img');
    expect(photos).toHaveLength(10);
    for (const photo of photos) {
      expect(photo).toHaveAttribute('width');
      expect(photo).toHaveAttribute('height');
      expect(photo).toHaveAttribute('loading', 'lazy');
      expect(photo.getAttribute('alt')).not.toBe('');
    }
  });
});
