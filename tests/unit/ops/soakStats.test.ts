/**
 * @jest-environment node
 */
import { metricValue, percentile, perMinute, slopeMbPer10Min, sparkline, spread } from '@/scripts/ops/soakStats.mjs';

// The soak's memory line is judged by a person: these pin that its figures say what they claim.
const MB = 1024 * 1024;

describe('soak figures', () => {
  it('takes percentiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNull();
  });

  it('measures the RSS slope over the second half only, in MB per 10 minutes', () => {
    // Growth of 30 MB in the first 10 minutes, then flat: the second half says 0.
    const samples = Array.from({ length: 41 }, (_, i) => ({ t: i * 30_000, value: (i <= 20 ? i * 1.5 : 30) * MB }));
    expect(slopeMbPer10Min(samples, 600_000)).toBeCloseTo(0, 6);
    // Steady growth of 2 MB a minute is 20 MB per 10 minutes.
    const growing = Array.from({ length: 41 }, (_, i) => ({ t: i * 30_000, value: 200 * MB + i * MB }));
    expect(slopeMbPer10Min(growing, 600_000)).toBeCloseTo(20, 6);
    expect(slopeMbPer10Min(growing.slice(0, 1), 0)).toBeNull();
  });

  it('draws a sparkline from the lowest to the highest value', () => {
    expect(sparkline([1, 2, 3, 4, 5, 6, 7, 8])).toBe('▁▂▃▄▅▆▇█');
    expect(sparkline([5, 5, 5])).toBe('▁▁▁');
    expect(sparkline([])).toBe('');
  });

  it('reads an unlabelled sample from the Prometheus text, not a longer name sharing its start', () => {
    const text = [
      '# HELP process_resident_memory_bytes Resident memory size in bytes.',
      'process_resident_memory_bytes_total 1',
      'process_resident_memory_bytes 123456789',
      'nodejs_heap_size_used_bytes 4.5e+7',
    ].join('\n');
    expect(metricValue(text, 'process_resident_memory_bytes')).toBe(123456789);
    expect(metricValue(text, 'nodejs_heap_size_used_bytes')).toBe(45_000_000);
    expect(metricValue(text, 'nodejs_heap_size_total_bytes')).toBeNull();
  });

  it('counts each request in the minute it ended, with its latency, 5xx and failures', () => {
    const start = 1_000_000;
    const rows = perMinute(
      [
        { sentAt: start + 100, endedAt: start + 200, status: 200, failed: false },
        { sentAt: start + 59_900, endedAt: start + 60_100, status: 503, failed: true },
        { sentAt: start + 61_000, endedAt: start + 61_050, status: 0, failed: true },
      ],
      start,
      3
    );
    expect(rows).toEqual([
      { minute: 1, requests: 1, p50Ms: 100, p99Ms: 100, errors5xx: 0, failed: 0 },
      { minute: 2, requests: 2, p50Ms: 50, p99Ms: 200, errors5xx: 1, failed: 2 },
      { minute: 3, requests: 0, p50Ms: null, p99Ms: null, errors5xx: 0, failed: 0 },
    ]);
  });

  it('spreads the table over the run, first and last sample included', () => {
    const samples = Array.from({ length: 61 }, (_, i) => i);
    expect(spread(samples, 5)).toEqual([0, 15, 30, 45, 60]);
    expect(spread([1, 2], 12)).toEqual([1, 2]);
  });
});
