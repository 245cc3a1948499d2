import { spawn } from 'node:child_process';

export type ToolResult = { code: number | null; stdout: string; stderr: string };

export class ToolTimeout extends Error {
  constructor(readonly command: string, readonly timeoutMs: number) {
    super(`${command} ran longer than ${timeoutMs} ms`);
  }
}

/**
 * Runs a command in its own process group; past `timeoutMs`, or when `signal` aborts, the whole
 * group is killed (soffice starts soffice.bin as a child, which a kill of the parent alone
 * would leave running).
 */
export function runTool(command: string, args: string[], options: { timeoutMs: number; signal?: AbortSignal; env?: NodeJS.ProcessEnv }): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: options.env ?? process.env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let stopped: Error | undefined;
    const killGroup = (reason: Error) => {
      stopped = reason;
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(() => killGroup(new ToolTimeout(command, options.timeoutMs)), options.timeoutMs);
    const onAbort = () => killGroup(options.signal?.reason instanceof Error ? options.signal.reason : new ToolTimeout(command, options.timeoutMs));
    if (options.signal?.aborted) onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', (err) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      reject(err);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (stopped) reject(stopped);
      else resolve({ code, stdout, stderr });
    });
  });
}
