// Preloaded (--import) into the server the bench drives: measures from inside the process what
// autocannon cannot see from outside, the server's own request latency and the longest event-loop
// stall. The bench asks over the IPC channel: 'reset' before a run, 'report' after it.
import { subscribe } from 'node:diagnostics_channel';
import { createHistogram, monitorEventLoopDelay } from 'node:perf_hooks';

const started = new WeakMap();
let latency = createHistogram();
// CPU time per request: unlike req/s, it hardly moves when other processes share the machine.
let cpuAtReset = process.cpuUsage();
let answered = 0;
// 10 ms resolution is the finest that costs nothing measurable; stalls we care about are 50 ms.
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();

subscribe('http.server.request.start', ({ request }) => started.set(request, process.hrtime.bigint()));
subscribe('http.server.response.finish', ({ request }) => {
  answered++;
  const start = started.get(request);
  // Microseconds: the histogram holds integers.
  if (start !== undefined) latency.record(Math.max(1, Number((process.hrtime.bigint() - start) / 1000n)));
});

process.on('message', (message) => {
  if (message === 'reset') {
    latency = createHistogram();
    loop.reset();
    cpuAtReset = process.cpuUsage();
    answered = 0;
    process.send?.({ type: 'reset' });
  } else if (message === 'report') {
    process.send?.({
      type: 'report',
      p95Ms: latency.count ? latency.percentile(95) / 1000 : 0,
      maxLoopDelayMs: loop.max / 1e6,
      cpuPerRequestUs: answered ? usedCpuUs() / answered : 0,
    });
  }
});
function usedCpuUs() {
  const { user, system } = process.cpuUsage(cpuAtReset);
  return user + system;
}

// The channel must not keep the server alive when it is told to stop.
process.channel?.unref();
