import { uploadFileName } from '@portico/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../plugins/errors.ts';

/**
 * The multipart edge of the uploads (offer import, seller stock upload). A body that is not well-formed
 * multipart — cut off inside a part (the file stream then ends with ERR_STREAM_PREMATURE_CLOSE, as it does when
 * the client goes away mid-upload), or sent without a boundary — reaches the route as busboy's plain Errors;
 * unmapped they were answered as faults (500). They are the client's: 400 with a clear message.
 */
export const MALFORMED_MULTIPART_MESSAGE =
  'The upload was cut off or is not valid multipart/form-data; please send the file again';

const MALFORMED = [
  /unexpected end of multipart data/i,
  /terminated early/i,
  /boundary not found/i,
  /malformed part header/i,
];

/** The 400 for an error busboy raised on a malformed body; undefined for anything else (rethrow it). */
export function malformedMultipart(err: unknown): AppError | undefined {
  if (!(err instanceof Error)) return undefined;
  const code = (err as { code?: unknown }).code;
  const malformed =
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    (code === undefined && MALFORMED.some((re) => re.test(err.message)));
  return malformed ? new AppError('badRequest', MALFORMED_MULTIPART_MESSAGE) : undefined;
}

/**
 * The one file of a multipart upload, read whole (the seller's stock upload, the desk's manifest): no file part →
 * 400, over the route's 10 MB cap → 413, a malformed body → 400 (above); the file name as `uploadFileName` keeps it.
 */
export async function readOneFile(request: FastifyRequest): Promise<{ fileName: string; buffer: Buffer }> {
  try {
    const part = await request.file();
    if (!part) throw new AppError('badRequest', 'No file was sent');
    return { fileName: uploadFileName(part.filename), buffer: await part.toBuffer() };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('badRequest', 'The file is larger than 10 MB', undefined, undefined, 413);
    }
    throw malformedMultipart(err) ?? err;
  }
}
