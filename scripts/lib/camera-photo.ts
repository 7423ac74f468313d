import sharp from 'sharp';

/**
 * A stand-in for a camera photo, 3000×2000 and about 2.3 MB as a JPEG: a scene (a sky gradient,
 * a sun) with texture at the scale of foliage or fabric (noise at a quarter of the resolution,
 * which survives downscaling as real detail does) under fine sensor grain. Downscaled to 800 px it
 * weighs about 60 KB as WebP, at the detailed end of real photos, never a flat colour's few KB.
 * `variant` moves the sun and shifts the sky, so each variant is its own image.
 */
export async function cameraJpeg(variant = 0, width = 3000, height = 2000): Promise<Buffer> {
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .png()
    .toBuffer();
  const texture = await sharp({
    create: {
      width: width / 4,
      height: height / 4,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 15 },
    },
  })
    .resize(width, height, { kernel: 'cubic' })
    .png()
    .toBuffer();
  const hue = (variant * 37) % 360;
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="hsl(${hue},80%,68%)"/><stop offset="1" stop-color="#2b4c7e"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <circle cx="${(0.3 + (variant % 5) * 0.1) * width}" cy="${0.4 * height}" r="${0.17 * width}"
        fill="#f7e6c4"/>
    </svg>`,
  );
  return sharp(scene)
    .composite([
      { input: texture, blend: 'overlay' },
      { input: grain, blend: 'soft-light' },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}
