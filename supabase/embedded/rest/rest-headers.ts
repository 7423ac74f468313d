/**
 * The Accept and Prefer headers of a /rest/v1 request, read the way PostgREST 13 reads them
 * (ApiRequest.hs, ApiRequest/Preferences.hs): the answer's shape, and which preferences are
 * honoured, ignored or refused. The lists here are the README's, held to it by rest-subset.test.ts.
 */
import { notSupported, RestError, restError } from './rest-errors';
import { readInteger } from './rest-request';

export const objectMediaType = 'application/vnd.pgrst.object+json';

export type Shape = 'array' | 'object';

/** Media types of the subset, and PostgREST's that it refuses (both listed in README.md). */
export const acceptedMediaTypes = [
  'application/json',
  'application/vnd.pgrst.object+json',
  'application/vnd.pgrst.object',
  'application/vnd.pgrst.array+json',
  'application/vnd.pgrst.array',
  '*/*',
  'application/*',
];
export const refusedMediaTypes = [
  'text/csv',
  'application/geo+json',
  'application/octet-stream',
  'text/plain',
  'text/xml',
  'application/openapi+json',
  'application/vnd.pgrst.plan',
];
const outsideMediaTypes = new Set(refusedMediaTypes);

/**
 * Which answer the client accepts (PostgREST's negotiateContent): the media types of Accept by
 * quality, the first one a table can produce. JSON, PostgREST's array and single object are
 * produced here; CSV, GeoJSON, plans and nulls=stripped are refused as outside the subset.
 */
export function parseAccept(header: string | undefined): Shape {
  if (!header) return 'array';
  const accepted = header
    .split(',')
    .map((part, index) => {
      const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const q = parameters.find((parameter) => /^q=/i.test(parameter));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        name: name.toLowerCase(),
        parameters,
        quality: Number.isNaN(quality) ? 0 : quality,
        index,
      };
    })
    .filter((type) => type.name !== '' && type.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { name, parameters } of accepted) {
    const stripped = parameters.some((parameter) => /^nulls\s*=\s*stripped$/i.test(parameter));
    if (
      name === objectMediaType ||
      name === 'application/vnd.pgrst.object' ||
      name === 'application/vnd.pgrst.array+json' ||
      name === 'application/vnd.pgrst.array'
    ) {
      if (stripped) throw mediaTypeOutside(`${name};nulls=stripped`);
      return name.includes('object') ? 'object' : 'array';
    }
    if (['application/json', '*/*', 'application/*'].includes(name)) return 'array';
    if (outsideMediaTypes.has(name) || name.startsWith('application/vnd.pgrst.plan+')) {
      throw mediaTypeOutside(name);
    }
  }
  throw new RestError(406, {
    code: 'PGRST107',
    details: null,
    hint: null,
    message: `None of these media types are available: ${accepted.map((type) => type.name).join(', ')}`,
  });
}

const mediaTypeOutside = (name: string) =>
  new RestError(406, {
    code: 'PGRST107',
    details: null,
    hint: 'Ask for application/json or application/vnd.pgrst.object+json',
    message: `The media type ${name} is not supported by the embedded backend`,
  });

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | undefined;
  count: 'exact' | undefined;
  handling: 'strict' | 'lenient' | undefined;
  /** Values PostgREST does not know (ignored unless handling=strict). */
  invalid: string[];
  /** Understood by PostgREST, not by this subset: refused where they would change the answer. */
  outside: {
    resolution?: string;
    missing?: string;
    count?: string;
    timezone?: string;
    maxAffected?: string;
  };
}

/** PostgREST's preferences, by what this subset does with them (README.md lists the same). */
export const preferenceSupport = {
  honoured: [
    'return=representation',
    'return=minimal',
    'return=headers-only',
    'count=exact',
    'handling=strict',
    'handling=lenient',
  ],
  ignored: ['tx=commit', 'tx=rollback', 'max-affected'],
  refused: [
    'count=planned',
    'count=estimated',
    'resolution=merge-duplicates',
    'resolution=ignore-duplicates',
    'missing=default',
    'missing=null',
    'timezone',
  ],
};

const known = {
  resolution: ['resolution=merge-duplicates', 'resolution=ignore-duplicates'],
  return: ['return=representation', 'return=minimal', 'return=headers-only'],
  count: ['count=exact', 'count=planned', 'count=estimated'],
  tx: ['tx=commit', 'tx=rollback'],
  missing: ['missing=default', 'missing=null'],
  handling: ['handling=strict', 'handling=lenient'],
};
const knownValues = new Set(Object.values(known).flat());

/**
 * Prefer, as PostgREST 13 reads it: every Prefer header, split on commas; for each preference the
 * first value given wins; values it does not know are ignored, or with handling=strict answered
 * 400 PGRST122. tx= is ignored (Supabase does not allow overriding the transaction's end).
 */
export function parsePrefer(headers: string[]): Preferences {
  const values = headers
    .flatMap((header) => header.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  const first = (list: string[]) => values.find((value) => list.includes(value));
  const after = (value: string | undefined) => value?.slice(value.indexOf('=') + 1);
  const timezone = values.find((value) => value.startsWith('timezone='));
  const maxAffected = values.find((value) => value.startsWith('max-affected='));
  const count = first(known.count);
  return {
    return: after(first(known.return)) as Preferences['return'],
    count: count === 'count=exact' ? 'exact' : undefined,
    handling: after(first(known.handling)) as Preferences['handling'],
    invalid: values.filter(
      (value) =>
        !knownValues.has(value) &&
        !value.startsWith('timezone=') &&
        !(maxAffected === value && readInteger(after(value) ?? '') !== undefined),
    ),
    outside: {
      resolution: first(known.resolution),
      missing: first(known.missing),
      count: count && count !== 'count=exact' ? count : undefined,
      timezone,
      maxAffected,
    },
  };
}

/**
 * Refuses, with PostgREST's PGRST122 or as outside the subset, the preferences this request
 * cannot honour. Called once the method is known.
 */
export function checkPreferences(preferences: Preferences, method: string): void {
  if (preferences.handling === 'strict' && preferences.invalid.length > 0) {
    throw restError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${preferences.invalid.join(', ')}`,
    );
  }
  const { outside } = preferences;
  const refuse = (what: string | undefined) => {
    if (what) throw notSupported(`The preference "Prefer: ${what}"`);
  };
  refuse(outside.count);
  refuse(outside.timezone);
  if (method === 'POST') refuse(outside.resolution);
  if (method === 'POST' || method === 'PATCH') refuse(outside.missing);
  if (preferences.handling === 'strict' && (method === 'PATCH' || method === 'DELETE')) {
    refuse(outside.maxAffected);
  }
}

/**
 * PostgREST's Preference-Applied for the method (Response.hs): the preferences it honoured, in
 * its order, or undefined when none.
 */
export function appliedPreferences(preferences: Preferences, method: string): string | undefined {
  const reads = method === 'GET' || method === 'HEAD';
  const values = [
    !reads && preferences.return ? `return=${preferences.return}` : undefined,
    preferences.count ? `count=${preferences.count}` : undefined,
    preferences.handling ? `handling=${preferences.handling}` : undefined,
  ].filter(Boolean);
  return values.length ? values.join(', ') : undefined;
}
