import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import type { SeedData } from '../../seed/seed';
import { createNominatimGeocoder, withFallback } from './geocoders/nominatim-geocoder';
import { createOfflineGeocoder } from './geocoders/offline-geocoder';

const seed: SeedData = {
  popularLocations: [
    {
      name: 'Indiranagar',
      formattedAddress: 'Indiranagar, Bengaluru, Karnataka 560038',
      city: 'Bengaluru',
      state: 'Karnataka',
      latitude: 12.9719,
      longitude: 77.6412,
    },
    {
      name: 'Koramangala',
      formattedAddress: 'Koramangala, Bengaluru, Karnataka 560034',
      city: 'Bengaluru',
      state: 'Karnataka',
      latitude: 12.9352,
      longitude: 77.6245,
    },
    {
      name: 'Whitefield',
      formattedAddress: 'Whitefield, Bengaluru, Karnataka 560066',
      city: 'Bengaluru',
      state: 'Karnataka',
      latitude: 12.9698,
      longitude: 77.75,
    },
  ],
};

describe('location calls on the offline geocoder', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed });
  });
  afterAll(() => ctx.close());

  test('[R7.01] popular-geo-locations lists name, latitude and longitude in their set order', async () => {
    const response = await postJson(ctx.app, '/public/api/popular-geo-locations');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((location: { name: string }) => location.name)).toEqual([
      'Indiranagar',
      'Koramangala',
      'Whitefield',
    ]);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      name: 'Indiranagar',
      latitude: 12.9719,
      longitude: 77.6412,
    });
  });

  test('coordinate-to-address names the nearest popular location within reach', async () => {
    // About 600 m from Koramangala's centre.
    const response = await postJson(ctx.app, '/public/api/coordinate-to-address', {
      lat: 12.9376,
      lng: 77.6296,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: 'Koramangala, Bengaluru, Karnataka 560034',
      place: { city: 'Bengaluru', state: 'Karnataka' },
    });
  });

  test('coordinate-to-address far from every popular location answers the formatted coordinates', async () => {
    const response = await postJson(ctx.app, '/public/api/coordinate-to-address', {
      lat: 28.6139,
      lng: 77.209,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: '28.61390, 77.20900',
      place: { city: '', state: '' },
    });
  });

  test.each([
    ['a missing lng', { lat: 12.97 }, 'lng'],
    ['a latitude given as text', { lat: '12.97', lng: 77.6 }, 'lat'],
    ['a latitude above 90', { lat: 91, lng: 77.6 }, 'lat'],
    ['a longitude below -180', { lat: 12.9, lng: -181 }, 'lng'],
  ])('coordinate-to-address with %s is a 400 naming the field', async (_label, body, field) => {
    const response = await postJson(ctx.app, '/public/api/coordinate-to-address', body);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('request.invalid');
    expect(error.issues.map((issue: { path: string }) => issue.path)).toContain(field);
  });

  test('search-locations finds a popular location despite a typo', async () => {
    const response = await postJson(ctx.app, '/public/api/search-locations', {
      query: 'koramangla',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0]).toEqual({
      name: 'Koramangala',
      formatted_address: 'Koramangala, Bengaluru, Karnataka 560034',
      latitude: 12.9352,
      longitude: 77.6245,
    });
  });

  test('search-locations matches part of a name, case-insensitively', async () => {
    const response = await postJson(ctx.app, '/public/api/search-locations', { query: 'WHITE' });
    expect(response.json().data.map((place: { name: string }) => place.name)).toEqual([
      'Whitefield',
    ]);
  });

  test('search-locations treats LIKE wildcards in the query as plain text', async () => {
    const response = await postJson(ctx.app, '/public/api/search-locations', { query: '%' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([]);
  });

  test.each([
    ['an empty query', { query: '   ' }],
    ['no query', {}],
    ['a query of over 200 characters', { query: 'x'.repeat(201) }],
  ])('search-locations with %s is a 400 naming the query', async (_label, body) => {
    const response = await postJson(ctx.app, '/public/api/search-locations', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('request.invalid');
    expect(response.json().error.issues[0].path).toBe('query');
  });
});

/** A local server that speaks Nominatim's JSON, standing in for the public service (no internet here). */
async function startNominatimLikeServer(handler: http.RequestListener) {
  const requests: URL[] = [];
  const server = http.createServer((request, response) => {
    requests.push(new URL(request.url ?? '/', 'http://localhost'));
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the Nominatim geocoder', () => {
  test('reverse reads display_name and the city and state of the address details', async () => {
    const server = await startNominatimLikeServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          display_name: '100 Feet Road, Indiranagar, Bengaluru, Karnataka, 560038, India',
          address: { road: '100 Feet Road', city: 'Bengaluru', state: 'Karnataka' },
        }),
      );
    });
    try {
      const geocoder = createNominatimGeocoder({
        baseUrl: server.url,
        userAgent: 'swiftbite-test',
      });
      const place = await geocoder.reverse({ lat: 12.9719, lng: 77.6412 });
      expect(place).toEqual({
        formattedAddress: '100 Feet Road, Indiranagar, Bengaluru, Karnataka, 560038, India',
        city: 'Bengaluru',
        state: 'Karnataka',
      });
      const [request] = server.requests;
      expect(request?.pathname).toBe('/reverse');
      expect(request?.searchParams.get('lat')).toBe('12.9719');
      expect(request?.searchParams.get('lon')).toBe('77.6412');
      expect(request?.searchParams.get('format')).toBe('jsonv2');
    } finally {
      await server.close();
    }
  });

  test('search maps results to name, formatted address and numeric coordinates', async () => {
    const server = await startNominatimLikeServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify([
          {
            display_name: 'Cubbon Park, Bengaluru, Karnataka, India',
            name: 'Cubbon Park',
            lat: '12.9763',
            lon: '77.5929',
          },
        ]),
      );
    });
    try {
      const geocoder = createNominatimGeocoder({
        baseUrl: `${server.url}/`,
        userAgent: 'swiftbite-test',
      });
      const places = await geocoder.search({ query: 'cubbon park', limit: 8 });
      expect(places).toEqual([
        {
          name: 'Cubbon Park',
          formattedAddress: 'Cubbon Park, Bengaluru, Karnataka, India',
          latitude: 12.9763,
          longitude: 77.5929,
        },
      ]);
      expect(server.requests[0]?.searchParams.get('q')).toBe('cubbon park');
      expect(server.requests[0]?.searchParams.get('limit')).toBe('8');
    } finally {
      await server.close();
    }
  });

  test('an HTTP error from the provider is location.geocoder_unavailable', async () => {
    const server = await startNominatimLikeServer((_request, response) => {
      response.statusCode = 503;
      response.end('busy');
    });
    try {
      const geocoder = createNominatimGeocoder({
        baseUrl: server.url,
        userAgent: 'swiftbite-test',
      });
      await expect(geocoder.reverse({ lat: 1, lng: 1 })).rejects.toMatchObject({
        code: 'location.geocoder_unavailable',
        statusCode: 502,
      });
    } finally {
      await server.close();
    }
  });

  test('when the provider is down the app answers from the offline geocoder', async () => {
    const server = await startNominatimLikeServer((_request, response) => {
      response.statusCode = 500;
      response.end();
    });
    const fallbacks: unknown[] = [];
    const ctx = await buildTestApp({ seed });
    try {
      const geocoder = withFallback(
        createNominatimGeocoder({ baseUrl: server.url, userAgent: 'swiftbite-test' }),
        createOfflineGeocoder({ db: ctx.db }),
        (error) => fallbacks.push(error),
      );
      const place = await geocoder.reverse({ lat: 12.9719, lng: 77.6412 });
      expect(place.formattedAddress).toBe('Indiranagar, Bengaluru, Karnataka 560038');
      expect(fallbacks).toHaveLength(1);
      expect(server.requests).toHaveLength(1);
    } finally {
      await ctx.close();
      await server.close();
    }
  });

  test('with GEOCODER_URL configured, coordinate-to-address goes through the HTTP provider', async () => {
    const server = await startNominatimLikeServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          display_name: 'Lalbagh, Bengaluru',
          address: { town: 'Bengaluru', state: 'Karnataka' },
        }),
      );
    });
    const ctx = await buildTestApp({ seed, config: { GEOCODER_URL: server.url } });
    try {
      const response = await postJson(ctx.app, '/public/api/coordinate-to-address', {
        lat: 12.9507,
        lng: 77.5848,
      });
      expect(response.json()).toEqual({
        success: true,
        data: 'Lalbagh, Bengaluru',
        place: { city: 'Bengaluru', state: 'Karnataka' },
      });
      expect(server.requests[0]?.pathname).toBe('/reverse');
    } finally {
      await ctx.close();
      await server.close();
    }
  });
});
