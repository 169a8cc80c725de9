-- Appended to each load script's wrk script: one line `RES requests duration-µs p99-µs non-2xx
-- socket-errors` that run-scaling.sh and run-source.sh read.
done = function(s, lat, req)
  local e = s.errors
  io.write(string.format("RES %d %d %d %d %d\n", s.requests, s.duration, lat:percentile(99),
    e.status, e.connect + e.read + e.write + e.timeout))
end
