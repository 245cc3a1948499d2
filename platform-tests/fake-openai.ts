import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeOpenAiMode =
  | { kind: 'answer'; content: unknown }
  /** Answers from the request, e.g. by the name of the JSON schema it asks for. */
  | { kind: 'reply'; content: (body: Record<string, unknown>) => unknown }
  | { kind: 'status'; status: number; type: string; message: string }
  | { kind: 'hang' }
  /** Answers `content` after `delayMs`, like a model that takes its time. */
  | { kind: 'slow'; delayMs: number; content: unknown }
  /** Decides per request: an error status, an answer, or no answer at all (a call in flight until the client goes away). */
  | { kind: 'route'; respond: (body: Record<string, unknown>) => { status: number; type: string; message: string } | { content: unknown } | { hang: true } }
  /** Answers from the request after `delayMs`. */
  | { kind: 'slowReply'; delayMs: number; content: (body: Record<string, unknown>) => unknown };

/**
 * A local stand-in for POST /v1/chat/completions, driven through the real `openai` SDK (its
 * baseURL points here). Each test sets what the next calls get and reads what was asked.
 */
export class FakeOpenAi {
  mode: FakeOpenAiMode = { kind: 'status', status: 500, type: 'server_error', message: 'not set up' };
  readonly requests: { path: string; auth: string | undefined; body: Record<string, unknown> }[] = [];
  private readonly hanging = new Set<ServerResponse>();

  private constructor(private readonly server: Server) {}

  static async start(): Promise<FakeOpenAi> {
    const holder: { fake?: FakeOpenAi } = {};
    const server = createServer((req, res) => void holder.fake?.handle(req, res));
    const fake = (holder.fake = new FakeOpenAi(server));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
    this.requests.push({ path: req.url ?? '', auth: req.headers.authorization, body });
    const mode = this.mode;
    const routed = mode.kind === 'route' ? mode.respond(body) : null;
    if (mode.kind === 'hang' || (routed && 'hang' in routed)) {
      this.hanging.add(res);
      return;
    }
    if (mode.kind === 'slow' || mode.kind === 'slowReply') await new Promise((resolve) => setTimeout(resolve, mode.delayMs));
    res.setHeader('content-type', 'application/json');
    const failure = mode.kind === 'status' ? mode : routed && 'status' in routed ? routed : null;
    if (failure) {
      res.statusCode = failure.status;
      res.end(JSON.stringify({ error: { message: failure.message, type: failure.type, code: null } }));
      return;
    }
    const content = routed && 'content' in routed ? routed.content : mode.kind === 'reply' || mode.kind === 'slowReply' ? mode.content(body) : (mode as { content: unknown }).content;
    res.end(
      JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: String(body.model),
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify(content), refusal: null } }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  }
}
