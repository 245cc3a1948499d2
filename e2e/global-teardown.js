// Stops the platform the browser tests ran against, gracefully, then for sure.
module.exports = async () => {
  const child = globalThis.__E2E_PLATFORM__;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 25_000);
  await exited;
  clearTimeout(timer);
};
