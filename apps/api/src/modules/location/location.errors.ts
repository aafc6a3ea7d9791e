import { createErrorFactory } from '../../lib/errors';

export const createGeocoderUnavailableError = createErrorFactory({
  code: 'location.geocoder_unavailable',
  statusCode: 502,
  message: 'The address lookup service is not answering. Try again in a moment.',
});
