import { z } from 'zod';

/** every answer is `{ status: 'SUCCESS', results }` or a FAIL body. */
export const successEnvelope = <T extends z.ZodType>(results: T) =>
  z.object({ status: z.literal('SUCCESS'), results });

export const FieldError = z.object({
  messageCode: z.string().describe('Dictionary key of the message'),
  messageDescription: z.string().describe('English text of the message'),
  field: z.string().optional(),
});

/** DESIGN §5: errors. 422 carries `errors`; a 5xx never carries internal detail. */
export const FailBody = z.object({
  status: z.literal('FAIL'),
  statusCode: z.number().int(),
  messageCode: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  errors: z.array(FieldError).optional(),
});
export type FailBody = z.infer<typeof FailBody>;
