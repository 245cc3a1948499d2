import { RequestMethod, type INestApplication } from '@nestjs/common';
import { GUARDS_METADATA, HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA, RESPONSE_PASSTHROUGH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';

export type GatewayRoute = {
  controller: string;
  handler: string;
  /** Lower case, as OpenAPI writes it. */
  method: string;
  /** OpenAPI spelling: `/api/v1/shares/{id}`. */
  path: string;
  /** What Nest answers on success: @HttpCode, else 201 for POST and 200 otherwise. */
  status: number;
  /** A @Body() parameter: the route reads a JSON body. */
  readsBody: boolean;
  /** @Res() without passthrough: the handler writes the reply (status and type) itself. */
  writesReply: boolean;
  /** The guards of the controller and the handler, by class name (AuthGuard, Aal2Guard, …). */
  guards: string[];
};

const asList = (value: string | string[] | undefined): string[] => (Array.isArray(value) ? value : [value ?? '']);
const joinPath = (...parts: string[]) => `/${parts.map((p) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`.replace(/:(\w+)/g, '{$1}');

/**
 * Every route of the app as Nest's router maps it: the same controller and handler metadata
 * RoutesResolver reads when it registers routes with Fastify, without starting the app.
 */
export function gatewayRoutes(app: INestApplication): GatewayRoute[] {
  const scanner = new MetadataScanner();
  const routes: GatewayRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as { name: string; prototype: object };
      for (const handler of scanner.getAllMethodNames(controller.prototype)) {
        const fn = (controller.prototype as Record<string, unknown>)[handler];
        const requestMethod = typeof fn === 'function' ? (Reflect.getMetadata(METHOD_METADATA, fn) as RequestMethod | undefined) : undefined;
        if (typeof fn !== 'function' || requestMethod === undefined) continue;
        const args = Object.keys((Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {}) as Record<string, unknown>).map((key) => Number(key.split(':')[0]));
        const status = (Reflect.getMetadata(HTTP_CODE_METADATA, fn) as number | undefined) ?? (requestMethod === RequestMethod.POST ? 201 : 200);
        const passthrough = Reflect.getMetadata(RESPONSE_PASSTHROUGH_METADATA, controller, handler) === true;
        const guards = [...((Reflect.getMetadata(GUARDS_METADATA, controller) ?? []) as Array<{ name: string }>), ...((Reflect.getMetadata(GUARDS_METADATA, fn) ?? []) as Array<{ name: string }>)].map((guard) => guard.name);
        for (const base of asList(Reflect.getMetadata(PATH_METADATA, controller))) {
          for (const path of asList(Reflect.getMetadata(PATH_METADATA, fn))) {
            routes.push({
              controller: controller.name,
              handler,
              method: RequestMethod[requestMethod].toLowerCase(),
              path: joinPath(base, path),
              status,
              readsBody: args.includes(RouteParamtypes.BODY),
              writesReply: args.includes(RouteParamtypes.RESPONSE) && !passthrough,
              guards,
            });
          }
        }
      }
    }
  }
  return routes;
}
