import request from 'supertest';
import { startTestApp, type TestApp } from './test-app';

/** The request bodies of the OpenAPI document come from the payload schemas of @furnace/contracts. */
describe('OpenAPI request bodies', () => {
  let api: TestApp;
  let doc: {
    components: {
      schemas: Record<string, { properties: Record<string, unknown>; required?: string[] }>;
    };
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: { content: Record<string, { schema: unknown }> };
          parameters?: { name: string; in: string; required?: boolean; description?: string }[];
        }
      >
    >;
  };
  beforeAll(async () => {
    api = await startTestApp();
    doc = (await request(api.url).get('/api/docs-json').expect(200)).body;
  });
  afterAll(() => api.close());

  it('documents a JSON body field by field, with what is required', () => {
    const holiday = doc.components.schemas.SetHolidayDto;
    expect(holiday.properties).toEqual({
      date: expect.objectContaining({ type: 'string', example: '2025-12-25' }),
      description: expect.objectContaining({ type: 'string', nullable: true, maxLength: 255 }),
    });
    expect(holiday.required).toEqual(['date']);
    expect(doc.components.schemas.CreateAlertDto.properties.level).toMatchObject({
      enum: ['info', 'warning', 'closure'],
    });
  });

  it('documents the event form with its files', () => {
    const form = doc.paths['/api/v1/events'].post.requestBody?.content['multipart/form-data'];
    expect(form?.schema).toMatchObject({
      properties: expect.objectContaining({
        title: expect.objectContaining({ type: 'string' }),
        price_text: expect.objectContaining({ type: 'string' }),
        status: expect.objectContaining({
          enum: ['scheduled', 'cancelled', 'postponed', 'rescheduled'],
        }),
        image: expect.objectContaining({ format: 'binary' }),
      }),
    });
  });

  it('documents a query object parameter by parameter, from its schema', () => {
    const query = (path: string) =>
      (doc.paths[path].get.parameters ?? []).filter((parameter) => parameter.in === 'query');
    expect(query('/api/v1/hours/schedule')).toEqual([
      expect.objectContaining({
        name: 'from',
        required: false,
        description: 'YYYY-MM-DD; default today (museum time)',
      }),
      expect.objectContaining({ name: 'days', required: false, description: '1..400, default 7' }),
    ]);
    expect(query('/api/v1/special-days').map((parameter) => parameter.name)).toEqual([
      'from',
      'to',
    ]);
    expect(query('/api/v1/audit').map((parameter) => parameter.name)).toEqual([
      'limit',
      'entity',
      'username',
      'action',
      'before',
    ]);
  });

  it("documents a content value from its key's schema", () => {
    const body = doc.paths['/api/v1/content/{key}'].put.requestBody?.content['application/json'];
    const { oneOf } = body?.schema as { oneOf: { title: string }[] };
    expect(oneOf.map((value) => value.title)).toContain('admission');
    expect(oneOf.find((value) => value.title === 'admission')).toMatchObject({
      description: 'Admission prices',
      required: ['items'],
      properties: {
        items: {
          type: 'array',
          minItems: 1,
          maxItems: 12,
          items: {
            properties: { label: { type: 'string', maxLength: 60, description: 'Ticket' } },
            required: ['label', 'price'],
          },
        },
        note: { type: 'string', maxLength: 4000 },
      },
    });
  });
});
