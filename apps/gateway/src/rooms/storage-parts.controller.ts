import { Controller, HttpCode, Inject, Param, ParseIntPipe, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { appError, platformErrors, sharingErrors, type ErrorEntry } from '@bv/contracts';
import { isObjectStoreError, type LocalDiskObjectStore } from '@bv/storage';
import { ApiContract, noContent } from '../http/api-contract';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { LOCAL_OBJECT_STORE } from './local-object-store';

const partQuerySchema = z.object({ expires: z.coerce.number().int().positive(), signature: z.string().regex(/^[0-9a-f]{64}$/) });

/** What the part route answers the browser, in the API's error shape (docs/architecture-notes.md, "Object storage"). */
const refusal = (reply: FastifyReply, status: number, entry: ErrorEntry<string>) => reply.code(status).header('cache-control', 'no-store').send({ error: { code: entry.code, message: entry.message } });

/**
 * The local-disk driver's presigned part URLs (with S3 the browser PUTs to the bucket instead):
 * the signature in the URL is the authorisation, so no session is asked. The body is taken as a
 * stream (parts are megabytes; the JSON body limit does not apply) and its ETag sent back as S3 does.
 */
@ApiTags('rooms')
@Controller('api/v1/storage/parts')
export class StoragePartsController {
  constructor(@Inject(LOCAL_OBJECT_STORE) private readonly store: LocalDiskObjectStore | null) {}

  @Put(':uploadId/:partNumber')
  @HttpCode(204)
  @ApiOperation({ summary: "Upload one part of a room document to the local store (the URL the uploads API handed out); answers its ETag header" })
  @ApiContract({ query: partQuerySchema, response: noContent, status: 204, description: 'Stored; the ETag header names the part' })
  async put(
    @Param('uploadId') uploadId: string,
    @Param('partNumber', ParseIntPipe) partNumber: number,
    @Query(new ZodBodyPipe(partQuerySchema)) query: z.infer<typeof partQuerySchema>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (!this.store) throw appError(platformErrors.NOT_FOUND);
    const body = request.body as Readable | undefined;
    if (!body || typeof body.pipe !== 'function') return void (await refusal(reply, 415, sharingErrors.PART_CONTENT_TYPE));
    try {
      const part = await this.store.acceptPresignedPart({ uploadId, partNumber, expires: query.expires, signature: query.signature }, body);
      await reply.code(204).header('etag', part.etag).header('access-control-expose-headers', 'ETag').send();
    } catch (err) {
      if (isObjectStoreError(err, 'INVALID_SIGNATURE')) return void (await refusal(reply, 403, sharingErrors.PART_URL_INVALID));
      if (isObjectStoreError(err, 'NO_SUCH_UPLOAD')) return void (await refusal(reply, 404, sharingErrors.PART_UPLOAD_GONE));
      if (isObjectStoreError(err, 'INVALID_ARGUMENT')) return void (await refusal(reply, 413, sharingErrors.PART_TOO_LARGE));
      throw err;
    }
  }
}
