// Test support, never imported by production code: `@furnace/api-client/testing`.
export { http, HttpResponse, delay } from 'msw';
export { handlers, apiProblem } from './handlers';
export { server } from './server';
export { trackFakeApi, requestsInFlight, settleFakeApi, takeUnhandledRejections } from './settle';
export {
  museumApi,
  resetMuseumApi,
  requestsTo,
  TEST_TOKEN,
  TEST_USER,
  type RecordedRequest,
} from './museum-api';
export { seedMockMode, showMockModeLabel, mockUserToken, type MockModeOptions } from './mock-mode';
export {
  contentFake,
  resetContentFake,
  inlineSiteData,
  inlineAnswer,
  SNOW_ALERT,
  type ContentFakeState,
} from './content-handlers';
export { occurrenceOverrides } from './event-lifecycle-handlers';
export { anEvent, aScheduleDay, greatWheelSign, signIn } from './samples';
