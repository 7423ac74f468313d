/**
 * The query of /storage/v1/render/image/public/…, checked as Supabase Storage v1.70.6 checks it:
 * Fastify validates it against http/schemas/transformations.ts (renderPublicImage.ts:21-27, 39-42)
 * with Ajv's query coercion (a string becomes a number when it reads as one; a repeated
 * parameter is an array, which no property's type takes), properties in the schema's order,
 * first error only, worded by Fastify's formatter ("querystring/width must be integer").
 *
 * Within the schema, `gravity`, `x_offset` and `y_offset` are outside the embedded subset:
 * refused as not supported rather than ignored.
 */
import { storageErrors } from './storage-errors';

export interface RenderParams {
  width?: number;
  height?: number;
  resize: 'cover' | 'contain' | 'fill';
  quality: number;
  format?: 'origin' | 'avif' | 'webp';
}

/** Supabase's documented limits. */
export const renderLimits = {
  size: { min: 1, max: 2500 },
  quality: { min: 20, max: 100, default: 80 },
  /** Source resolution: a small file that decodes to billions of pixels is refused. */
  maxPixels: 50_000_000,
  /** Longest one transform may take once started. */
  transformSeconds: 5,
  /** Longest a request waits for its turn; past it, 503 and Retry-After. */
  waitMs: 8_000,
} as const;

/** transformations.ts:6-11 */
const resizeModes = ['cover', 'contain', 'fill'] as const;
const formats = ['origin', 'avif', 'webp'] as const;
const gravities = ['no', 'so', 'ea', 'we', 'noea', 'nowe', 'soea', 'sowe', 'ce', 'sm', 'fp'];

/** The query parameters of the subset, and Storage's that it refuses (README.md lists both). */
export const renderParameters = ['width', 'height', 'resize', 'quality', 'format', 'download'];
export const refusedRenderParameters = ['gravity', 'x_offset', 'y_offset'];

const invalid = (name: string, rule: string) =>
  storageErrors.validation(`querystring${name ? `/${name}` : ''} ${rule}`);

/**
 * A number-typed parameter as Ajv coerces and checks it (transformations.ts:4-8, 15-28): a
 * string that reads as a number becomes that number, and `finite` is Storage's own keyword
 * (http/finite.ts).
 */
function numeric(
  params: URLSearchParams,
  name: string,
  rule: { integer: boolean; minimum?: number; maximum?: number },
): number | undefined {
  const values = params.getAll(name);
  if (values.length === 0) return undefined;
  const type = rule.integer ? 'integer' : 'number';
  const raw = values.length === 1 ? values[0]! : '';
  const value = Number(raw);
  if (raw === '' || Number.isNaN(value) || (rule.integer && value % 1)) {
    throw invalid(name, `must be ${type}`);
  }
  if (rule.minimum !== undefined && value < rule.minimum) {
    throw invalid(name, `must be >= ${rule.minimum}`);
  }
  if (rule.maximum !== undefined && value > rule.maximum) {
    throw invalid(name, `must be <= ${rule.maximum}`);
  }
  if (!Number.isFinite(value)) throw invalid(name, 'must pass "finite" keyword validation');
  return value;
}

function oneOf<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const values = params.getAll(name);
  if (values.length === 0) return undefined;
  if (values.length > 1) throw invalid(name, 'must be string');
  if (!(allowed as readonly string[]).includes(values[0]!)) {
    throw invalid(name, 'must be equal to one of the allowed values');
  }
  return values[0] as T;
}

const clamp = (value: number) =>
  Math.min(Math.max(value, renderLimits.size.min), renderLimits.size.max);

/** The transformation a query asks for, checked as Supabase Storage checks it. */
export function parseRenderParams(params: URLSearchParams): RenderParams {
  const height = numeric(params, 'height', { integer: true, minimum: 0 });
  const width = numeric(params, 'width', { integer: true, minimum: 0 });
  const resize = oneOf(params, 'resize', resizeModes);
  const format = oneOf(params, 'format', formats);
  const { min, max } = renderLimits.quality;
  const quality = numeric(params, 'quality', { integer: true, minimum: min, maximum: max });
  const gravity = oneOf(params, 'gravity', gravities);
  // x_offset, y_offset: transformations.ts:15-28
  const xOffset = numeric(params, 'x_offset', { integer: false });
  const yOffset = numeric(params, 'y_offset', { integer: false });
  if (gravity === 'fp') {
    // transformations.ts:30-42: focal-point gravity needs both offsets, each within 0–1.
    if (xOffset === undefined) throw invalid('', "must have required property 'x_offset'");
    if (yOffset === undefined) throw invalid('', "must have required property 'y_offset'");
    for (const [name, value] of [
      ['x_offset', xOffset],
      ['y_offset', yOffset],
    ] as const) {
      if (value < 0) throw invalid(name, 'must be >= 0');
      if (value > 1) throw invalid(name, 'must be <= 1');
    }
  }
  // Valid for Storage, but not offered here.
  const refused = refusedRenderParameters.filter((name) => params.has(name));
  if (refused.length > 0) {
    throw storageErrors.notSupported(`The render parameter ${refused.join(', ')}`);
  }
  return {
    ...(width ? { width: clamp(width) } : {}),
    ...(height ? { height: clamp(height) } : {}),
    resize: resize ?? 'cover',
    quality: quality ?? renderLimits.quality.default,
    ...(format ? { format } : {}),
  };
}

/**
 * The X-Transformations header: the transformation as Storage passes it to imgproxy
 * (storage/renderer/image.ts:301-374, sent by renderer.ts:141-143), quality only when asked for.
 */
export function transformationsHeader(params: RenderParams, query: URLSearchParams): string {
  const resizingType = { cover: 'fill', contain: 'fit', fill: 'force' }[params.resize];
  return [
    ...(params.height ? [`height:${params.height}`] : []),
    ...(params.width ? [`width:${params.width}`] : []),
    ...(params.width || params.height ? [`resizing_type:${resizingType}`] : []),
    ...(query.has('quality') ? [`quality:${params.quality}`] : []),
    ...(params.format && params.format !== 'origin' ? [`format:${params.format}`] : []),
  ].join(',');
}
