import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

/** The gateway's OpenAPI document; each route's request and answers come from its ApiContract. */
export function buildApiDocument(app: INestApplication): OpenAPIObject {
  return SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Blueprint Vault API')
      .setDescription('Public HTTP API of the gateway. Errors always have the shape { error: { code, message, errorId? } }.')
      .setVersion('1')
      .build(),
  );
}
