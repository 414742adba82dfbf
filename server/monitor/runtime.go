package monitor

import (
	"math"
	"runtime"
	"runtime/metrics"
	"slices"
	"sync"
	"time"
)

// started is when this process started (process.start.time), near enough:
// when this package was initialised.
var started = time.Now()

// runtime/metrics names read for the jvm.* figures.
const (
	mTotal     = "/memory/classes/total:bytes"
	mReleased  = "/memory/classes/heap/released:bytes"
	mObjects   = "/memory/classes/heap/objects:bytes"
	mStacks    = "/memory/classes/heap/stacks:bytes"
	mMcache    = "/memory/classes/metadata/mcache/inuse:bytes"
	mMspan     = "/memory/classes/metadata/mspan/inuse:bytes"
	mMetaOther = "/memory/classes/metadata/other:bytes"
	mLimit     = "/gc/gomemlimit:bytes"
	mAllocs    = "/gc/heap/allocs:bytes"
	mFrees     = "/gc/heap/frees:bytes"
	mGoal      = "/gc/heap/goal:bytes"
	mLive      = "/gc/heap/live:bytes"
	mRoutines  = "/sched/goroutines:goroutines"
	mThreads   = "/sched/threads/total:threads"
	mCPUTotal  = "/cpu/classes/total:cpu-seconds"
	mCPUIdle   = "/cpu/classes/idle:cpu-seconds"
)

var runtimeNames = []string{mTotal, mReleased, mObjects, mStacks, mMcache, mMspan, mMetaOther, mLimit,
	mAllocs, mFrees, mGoal, mLive, mRoutines, mThreads, mCPUTotal, mCPUIdle}

// readRuntime samples the runtime's figures by name (a name this Go does
// not know reads 0).
func readRuntime() map[string]float64 {
	samples := make([]metrics.Sample, len(runtimeNames))
	for i, n := range runtimeNames {
		samples[i].Name = n
	}
	metrics.Read(samples)
	out := make(map[string]float64, len(samples))
	for _, s := range samples {
		switch s.Value.Kind() {
		case metrics.KindUint64:
			out[s.Name] = float64(s.Value.Uint64())
		case metrics.KindFloat64:
			out[s.Name] = s.Value.Float64()
		}
	}
	return out
}

// memoryMax is GOMEMLIMIT when set, else what the runtime holds from the
// system (Go's heap has no fixed maximum).
func memoryMax(r map[string]float64) float64 {
	if l := r[mLimit]; l > 0 && l < math.MaxInt64/2 {
		return l
	}
	return r[mTotal]
}

// gcPauses are the collections since the start, their total pause and the
// longest of the last 256 (runtime.MemStats keeps those).
func gcPauses() (count, total, longest float64) {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	n := int(min(ms.NumGC, uint32(len(ms.PauseNs))))
	if n > 0 {
		longest = float64(slices.Max(ms.PauseNs[:n])) / 1e9
	}
	return float64(ms.NumGC), float64(ms.PauseTotalNs) / 1e9, longest
}

// cpuClock turns CPU time into a usage between two readings: the share of
// all cores used since the previous reading, at least a second ago (the
// first reading: since the start).
type cpuClock struct {
	mu                    sync.Mutex
	at                    time.Time
	proc                  float64 // CPU seconds of this process
	sysBusy, sysTotal     float64 // the machine's CPU ticks (Linux)
	procUsage, sysUsage   float64
	sysKnown, initialised bool
}

// usage returns the process' and the machine's CPU usage (0–1); sysOK is
// false where the machine's figure cannot be read (then it is the process').
func (k *cpuClock) usage(now time.Time) (proc, sys float64, sysOK bool) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.initialised && now.Sub(k.at) < time.Second {
		return k.procUsage, k.sysUsage, k.sysKnown
	}
	cores := float64(runtime.NumCPU())
	cpu := processCPUSeconds()
	busy, total, ok := systemCPUTicks()
	if k.initialised {
		if wall := now.Sub(k.at).Seconds(); wall > 0 {
			k.procUsage = (cpu - k.proc) / (wall * cores)
		}
		if ok && total > k.sysTotal {
			k.sysUsage = (busy - k.sysBusy) / (total - k.sysTotal)
		}
	} else {
		if up := now.Sub(started).Seconds(); up > 0 {
			k.procUsage = cpu / (up * cores)
		}
		if ok && total > 0 {
			k.sysUsage = busy / total // since the machine started
		}
	}
	k.procUsage = clamp01(k.procUsage)
	if !ok {
		k.sysUsage = k.procUsage
	}
	k.sysUsage = clamp01(k.sysUsage)
	k.at, k.proc, k.sysBusy, k.sysTotal, k.sysKnown, k.initialised = now, cpu, busy, total, ok, true
	return k.procUsage, k.sysUsage, k.sysKnown
}

func clamp01(v float64) float64 {
	if math.IsNaN(v) || v < 0 {
		return 0
	}
	return min(v, 1)
}

// runtimeCPUSeconds is the CPU time Go's scheduler estimates it used
// (runtime/metrics): the fallback where the system's figure is not read.
func runtimeCPUSeconds() float64 {
	r := readRuntime()
	return max(0, r[mCPUTotal]-r[mCPUIdle])
}
