// Preloaded (NODE_OPTIONS=--require) into the processes the launcher supervises and their children:
// when the process that started this one is gone (the launcher was killed with SIGKILL, say), this
// one stops too instead of living on as an orphan that holds the port.
const parent = process.ppid;
const timer = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(timer);
  // SIGTERM first so the process's own handlers shut it down cleanly; exit regardless after a grace.
  setTimeout(() => process.exit(1), 10_000).unref();
  process.kill(process.pid, 'SIGTERM');
}, 1000);
timer.unref();
