import { describe, expect, it } from 'vitest';
import { imageFileName, isAcceptedImage } from './image-file';

describe('featured image files', () => {
  it('accepts raster images and refuses everything else, SVG included', () => {
    expect(isAcceptedImage({ type: 'image/png' })).toBe(true);
    expect(isAcceptedImage({ type: 'image/jpeg' })).toBe(true);
    expect(isAcceptedImage({ type: 'image/webp' })).toBe(true);
    expect(isAcceptedImage({ type: 'image/svg+xml' })).toBe(false);
    expect(isAcceptedImage({ type: 'application/pdf' })).toBe(false);
    expect(isAcceptedImage({ type: '' })).toBe(false);
  });

  it('names the file randomly, keeping the extension', () => {
    expect(imageFileName({ name: 'Team Photo.PNG', type: 'image/png' }, 'abc')).toBe('abc.png');
    expect(imageFileName({ name: 'cover.jpeg', type: 'image/jpeg' }, 'id')).toBe('id.jpeg');
    expect(imageFileName({ name: 'pasted', type: 'image/webp' }, 'id')).toBe('id.webp');
    expect(
      imageFileName({ name: 'camera.JPG', type: 'image/jpeg' }, 'id', {
        width: 3000,
        height: 2000,
      }),
    ).toBe('id-w3000h2000.jpg');
  });
});
