import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { MediaUpload } from '../../../../../schemas/generated/types';
import { GatewayHeader } from '../../../../../schemas/http-headers';
import { BadRequestError, ConflictError, HttpError } from '../../../http/errors';
import { schemaRef } from '../../../plugins/schemas';
import { findConfigurationValue } from '../../../repositories/configuration-repository';
import { attachMedia } from '../../../repositories/media-document-repository';
import { findStoredWorkOrder } from '../../../repositories/work-order-write-repository';
import {
  checkAttachmentCount,
  checkMedia,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  MAX_MEDIA_BYTES,
  MediaRefusedError,
  tooLargeError,
} from '../../../repairs/media-rules';
import type { RepairContext } from '../../../repairs/repair-context';
import { gatewayHeaders, idParam, responses } from '../../route-schemas';

/** One file of 20,000,000 bytes in base64 (4 characters per 3 bytes) and room for its metadata. */
export const MEDIA_BODY_LIMIT = Math.ceil(MAX_MEDIA_BYTES / 3) * 4 + 1024 * 1024;

/** Whether a toggle is on ("true", any case); `fallback` when it is not set. */
async function toggleOn(ctx: RepairContext, name: string, fallback: boolean): Promise<boolean> {
  const value = await findConfigurationValue(ctx.db, name);
  return value ? value.value.trim().toLowerCase() === 'true' : fallback;
}

/** POST /works-orders/{id}/documents: attach a photo, video or PDF to one of your repairs. */
export const workOrderMediaRoutes: FastifyPluginAsync<{ ctx: RepairContext }> = async (app, { ctx }) => {
  app.post<{ Params: { id: string }; Body: MediaUpload }>(
    '/works-orders/:id/documents',
    {
      config: { access: { workOrder: 'params.id' } },
      bodyLimit: MEDIA_BODY_LIMIT,
      // A body over the limit is refused before it is read, with the spec's message key.
      errorHandler: (error: FastifyError) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw toHttpError(tooLargeError('The file'));
        throw error;
      },
      schema: {
        tags: ['repairs'],
        summary: 'Attach a file to one of your repairs (base64); answers its documentIdentifier',
        description:
          'Body: DocumentType WORKORDER, Media (the file in base64), Metadata with filename (required) and ' +
          'content-type (ignored: the gateway reads the real type). Checks, before anything is stored: the file is ' +
          'at most 20,000,000 bytes (413, Upload_Media_Attachments_Too_Large; a body over 28 MB is refused unread ' +
          'with the same key); an image is at most ' +
          `${MAX_IMAGE_PIXELS.toLocaleString('en-GB')} pixels (${MAX_IMAGE_PIXELS / 1_000_000} megapixels) and ${MAX_IMAGE_SIDE.toLocaleString('en-GB')} ` +
          'pixels on a side, read from its header without decoding it (400, Upload_Media_Attachments_Too_Large: a ' +
          '200-megapixel phone photo passes; a JPEG, PNG or GIF whose header gives no size is 400, ' +
          'Upload_Media_Wrong_File_Type); its real type is read from its first bytes (file-type), never from the name: while ' +
          'IsImageAllowed is true only jpg/jpeg, gif, png, pdf, mpeg, mov and mp4 are taken and the name must agree ' +
          'with the content (400, Upload_Media_Wrong_File_Type: a renamed program, a text file called .jpg, a PNG ' +
          'called .pdf); with IsImageAllowed false any content is taken except programs; a repair takes at most 5 ' +
          'files (409, Upload_Media_Max_Attachments). Each refusal names the key in its message and as its code. ' +
          '409 when IsMediaEnabledSS is false or the repair is cancelled. The document is stored with metadata ' +
          'content-type (the real one), IsMediaAppropriate true, customer-, asset- and works-order-identifier and ' +
          'filename, and listed by GET /works-orders/{id}/documents. The bytes go to the media storage (the ' +
          'documents table by default). Answers 201 with documentIdentifier and a Location.',
        headers: gatewayHeaders(),
        params: { type: 'object', properties: { id: idParam('Work order identifier.') }, required: ['id'] },
        body: schemaRef('media-upload'),
        response: responses({ 201: schemaRef('media-upload-result') }, [400, 403, 404, 409, 413, 415]),
      },
    },
    async (request, reply) => {
      if (!(await toggleOn(ctx, 'IsMediaEnabledSS', true))) {
        throw new ConflictError('Adding photos and videos to repairs is switched off just now.');
      }
      const workOrder = await findStoredWorkOrder(ctx.db, request.params.id);
      if (!workOrder) throw new BadRequestError(`No work order has the identifier ${request.params.id}.`);
      if (workOrder.status === 'Cancelled')
        throw new ConflictError('This repair is cancelled, so files cannot be added.');
      const fileName = request.body.Metadata.find((pair) => pair.key.toLowerCase() === 'filename')?.value;
      if (!fileName) {
        throw new BadRequestError([
          { message: 'Metadata needs a filename, for example leak.jpg.', field: 'body.Metadata' },
        ]);
      }
      try {
        const bytes = Buffer.from(request.body.Media, 'base64');
        const media = await checkMedia(bytes, fileName, await toggleOn(ctx, 'IsImageAllowed', true));
        const documentIdentifier = await attachMedia(
          ctx.db,
          ctx.storage,
          { workOrderId: workOrder.id, customerId: workOrder.customerId, assetId: workOrder.assetId },
          media,
          bytes,
          ctx.clock.now(),
          (filesAlready) => checkAttachmentCount(filesAlready, media.fileName),
        );
        request.log.info({ workOrderId: workOrder.id, documentIdentifier, bytes: bytes.length }, 'Media attached');
        reply
          .code(201)
          .header(GatewayHeader.location, `/api/works-orders/${workOrder.id}/documents/${documentIdentifier}`);
        return { documentIdentifier };
      } catch (error) {
        if (error instanceof MediaRefusedError) throw toHttpError(error);
        throw error;
      }
    },
  );
};

function toHttpError(error: MediaRefusedError): HttpError {
  return new HttpError(error.status, [error.item]);
}
