import { Body, Controller, Delete, Get, Header, HttpCode, Param, ParseUUIDPipe, Patch, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import {
  addOutputRequestSchema,
  addReportRequestSchema,
  completeUploadRequestSchema,
  createFolderRequestSchema,
  createRoomRequestSchema,
  rpcResponseSchema,
  startUploadRequestSchema,
  updateDocumentRequestSchema,
  updateFolderRequestSchema,
  updateRoomRequestSchema,
} from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import type { AuthenticatedUser } from '../auth/access-token-verifier';
import { AuthGuard, CurrentUser } from '../auth/auth.guard';
import { ApiContract } from '../http/api-contract';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { DataRoomsFlagGuard } from './data-rooms-flag.guard';
import { sameOriginParts } from './part-urls';

const uuid = new ParseUUIDPipe();
type Body<S extends z.ZodType> = z.infer<S>;

/** A founder's deal rooms (docs/product-rules.md, "Deal rooms"). Someone else's room answers 404, like one that does not exist. */
@ApiTags('rooms')
@ApiBearerAuth()
@UseGuards(AuthGuard, DataRoomsFlagGuard)
@Controller('api/v1/rooms')
export class RoomsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "Your rooms, newest first, and your plan's room limits" })
  @ApiContract({ response: rpcResponseSchema('sharing.rooms.list') })
  list(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call('sharing.rooms.list', { userId: user.id });
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: "Create a room (fromTemplate: folders after the data-room checklist's categories)" })
  @ApiContract({ body: createRoomRequestSchema, response: rpcResponseSchema('sharing.rooms.create'), status: 201 })
  create(@CurrentUser() user: AuthenticatedUser, @Body(new ZodBodyPipe(createRoomRequestSchema)) body: Body<typeof createRoomRequestSchema>) {
    return this.rpc.call('sharing.rooms.create', { userId: user.id, room: body });
  }

  @Get(':id')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'A room with its folders and documents (conversion progress included)' })
  @ApiContract({ response: rpcResponseSchema('sharing.rooms.get') })
  get(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string) {
    return this.rpc.call('sharing.rooms.get', { userId: user.id, roomId: id });
  }

  @Patch(':id')
  @ApiOperation({ summary: "Rename a room or change its description" })
  @ApiContract({ body: updateRoomRequestSchema, response: rpcResponseSchema('sharing.rooms.update') })
  update(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string, @Body(new ZodBodyPipe(updateRoomRequestSchema)) body: Body<typeof updateRoomRequestSchema>) {
    return this.rpc.call('sharing.rooms.update', { userId: user.id, roomId: id, changes: body });
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a room with its folders, documents and files' })
  @ApiContract({ response: rpcResponseSchema('sharing.rooms.delete') })
  delete(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string) {
    return this.rpc.call('sharing.rooms.delete', { userId: user.id, roomId: id });
  }

  @Post(':id/folders')
  @HttpCode(201)
  @ApiOperation({ summary: 'Add a folder at the end' })
  @ApiContract({ body: createFolderRequestSchema, response: rpcResponseSchema('sharing.rooms.folders.create'), status: 201 })
  createFolder(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string, @Body(new ZodBodyPipe(createFolderRequestSchema)) body: Body<typeof createFolderRequestSchema>) {
    return this.rpc.call('sharing.rooms.folders.create', { userId: user.id, roomId: id, folder: body });
  }

  @Patch(':id/folders/:folderId')
  @ApiOperation({ summary: 'Rename, describe or move a folder (position from 0)' })
  @ApiContract({ body: updateFolderRequestSchema, response: rpcResponseSchema('sharing.rooms.folders.update') })
  updateFolder(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', uuid) id: string,
    @Param('folderId', uuid) folderId: string,
    @Body(new ZodBodyPipe(updateFolderRequestSchema)) body: Body<typeof updateFolderRequestSchema>,
  ) {
    return this.rpc.call('sharing.rooms.folders.update', { userId: user.id, roomId: id, folderId, changes: body });
  }

  @Delete(':id/folders/:folderId')
  @ApiOperation({ summary: 'Delete a folder with its documents and their files' })
  @ApiContract({ response: rpcResponseSchema('sharing.rooms.folders.delete') })
  deleteFolder(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string, @Param('folderId', uuid) folderId: string) {
    return this.rpc.call('sharing.rooms.folders.delete', { userId: user.id, roomId: id, folderId });
  }

  @Post(':id/uploads')
  @HttpCode(201)
  @ApiOperation({ summary: 'Start an upload: the declared size is reserved, and each part gets a URL to PUT its bytes to' })
  @ApiContract({ body: startUploadRequestSchema, response: rpcResponseSchema('sharing.rooms.uploads.start'), status: 201 })
  async startUpload(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string, @Body(new ZodBodyPipe(startUploadRequestSchema)) body: Body<typeof startUploadRequestSchema>) {
    return sameOriginParts(await this.rpc.call('sharing.rooms.uploads.start', { userId: user.id, roomId: id, upload: body }));
  }

  @Post(':id/documents/:documentId/complete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Finish an upload: the checksum is verified, the type read from the content, and the conversion queued' })
  @ApiContract({ body: completeUploadRequestSchema, response: rpcResponseSchema('sharing.rooms.uploads.complete') })
  complete(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', uuid) id: string,
    @Param('documentId', uuid) documentId: string,
    @Body(new ZodBodyPipe(completeUploadRequestSchema)) body: Body<typeof completeUploadRequestSchema>,
  ) {
    return this.rpc.call('sharing.rooms.uploads.complete', { userId: user.id, roomId: id, documentId, parts: body.parts });
  }

  @Post(':id/documents/:documentId/resume')
  @HttpCode(200)
  @ApiOperation({ summary: 'Pick an unfinished upload up again: the parts already held (with their ETags) and fresh URLs for the rest' })
  @ApiContract({ response: rpcResponseSchema('sharing.rooms.uploads.resume') })
  resume(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string, @Param('documentId', uuid) documentId: string) {
    return this.rpc.call('sharing.rooms.uploads.resume', { userId: user.id, roomId: id, documentId });
  }

  @Post(':id/outputs')
  @HttpCode(201)
  @ApiOperation({ summary: 'Add a generated output (deck, FAQ, checklist, ExitCheck report) as a live document' })
  @ApiContract({ body: addOutputRequestSchema, response: rpcResponseSchema('sharing.rooms.outputs.add'), status: 201 })
  addOutput(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string, @Body(new ZodBodyPipe(addOutputRequestSchema)) body: Body<typeof addOutputRequestSchema>) {
    return this.rpc.call('sharing.rooms.outputs.add', { userId: user.id, roomId: id, ...body });
  }

  @Post(':id/report')
  @HttpCode(201)
  @ApiOperation({ summary: 'Add your ExitCheck Pro report (your latest completed audit, as page images; refreshed by each newer audit or report) to a folder' })
  @ApiContract({ body: addReportRequestSchema, response: rpcResponseSchema('sharing.rooms.report.add'), status: 201 })
  addReport(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string, @Body(new ZodBodyPipe(addReportRequestSchema)) body: Body<typeof addReportRequestSchema>) {
    return this.rpc.call('sharing.rooms.report.add', { userId: user.id, roomId: id, ...body }, { timeoutMs: 15_000 });
  }

  @Get(':id/documents/:documentId')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "A document: its status, and while converting the converter's stage and percent" })
  @ApiContract({ response: rpcResponseSchema('sharing.rooms.documents.get') })
  document(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string, @Param('documentId', uuid) documentId: string) {
    return this.rpc.call('sharing.rooms.documents.get', { userId: user.id, roomId: id, documentId });
  }

  @Patch(':id/documents/:documentId')
  @ApiOperation({ summary: 'Rename a document, or move it (to another folder and/or a position from 0)' })
  @ApiContract({ body: updateDocumentRequestSchema, response: rpcResponseSchema('sharing.rooms.documents.update') })
  updateDocument(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', uuid) id: string,
    @Param('documentId', uuid) documentId: string,
    @Body(new ZodBodyPipe(updateDocumentRequestSchema)) body: Body<typeof updateDocumentRequestSchema>,
  ) {
    return this.rpc.call('sharing.rooms.documents.update', { userId: user.id, roomId: id, documentId, changes: body });
  }

  @Delete(':id/documents/:documentId')
  @ApiOperation({ summary: 'Delete a document and its files' })
  @ApiContract({ response: rpcResponseSchema('sharing.rooms.documents.delete') })
  deleteDocument(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string, @Param('documentId', uuid) documentId: string) {
    return this.rpc.call('sharing.rooms.documents.delete', { userId: user.id, roomId: id, documentId });
  }
}
