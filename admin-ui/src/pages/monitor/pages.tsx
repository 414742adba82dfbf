// 服务器信息, JVM信息, Tomcat信息: the figures the 2.4.2 pages show, with their words.
import { FigurePage } from './FigurePage';
import { count, duration, epochSeconds, mb, percent, seconds, type FigureSpec } from './api';

export const SYSTEM_SPECS: FigureSpec[] = [
    { metric: 'system.cpu.count', text: 'CPU 数量', format: count('核') },
    { metric: 'system.cpu.usage', text: '系统 CPU 使用率', format: percent },
    { metric: 'process.start.time', text: '应用启动时间点', format: epochSeconds },
    { metric: 'process.uptime', text: '应用已运行时间', format: duration },
    { metric: 'process.cpu.usage', text: '当前应用 CPU 使用率', format: percent },
];

export const JVM_SPECS: FigureSpec[] = [
    { metric: 'jvm.memory.max', text: '最大内存', format: mb },
    { metric: 'jvm.memory.committed', text: '可用内存', format: mb },
    { metric: 'jvm.memory.used', text: '已用内存', format: mb },
    { metric: 'jvm.buffer.memory.used', text: '缓冲区已用内存', format: mb },
    { metric: 'jvm.buffer.count', text: '当前缓冲区数量', format: count('个') },
    { metric: 'jvm.threads.daemon', text: '守护线程数量', format: count('个') },
    { metric: 'jvm.threads.live', text: '当前活跃线程数量', format: count('个') },
    { metric: 'jvm.threads.peak', text: '峰值线程数量', format: count('个') },
    { metric: 'jvm.classes.loaded', text: '已加载 Class 数量', format: count('个') },
    { metric: 'jvm.classes.unloaded', text: '未加载 Class 数量', format: count('个') },
    { metric: 'jvm.gc.memory.allocated', text: 'GC 时, 年轻代分配的内存空间', format: mb },
    { metric: 'jvm.gc.memory.promoted', text: 'GC 时, 老年代分配的内存空间', format: mb },
    { metric: 'jvm.gc.max.data.size', text: 'GC 时, 老年代的最大内存空间', format: mb },
    { metric: 'jvm.gc.live.data.size', text: 'FullGC 时, 老年代的内存空间', format: mb },
    { metric: 'jvm.gc.pause', statistic: 'COUNT', param: 'jvm.gc.pause.count', text: '系统启动以来 GC 次数', format: count('次') },
    { metric: 'jvm.gc.pause', statistic: 'TOTAL_TIME', param: 'jvm.gc.pause.totalTime', text: '系统启动以来 GC 总耗时', format: seconds },
];

export const TOMCAT_SPECS: FigureSpec[] = [
    { metric: 'tomcat.sessions.created', text: '已创建 session 数', format: count('个') },
    { metric: 'tomcat.sessions.expired', text: '已过期 session 数', format: count('个') },
    { metric: 'tomcat.sessions.active.current', text: '当前活跃 session 数', format: count('个') },
    { metric: 'tomcat.sessions.active.max', text: '活跃 session 数峰值', format: count('个') },
    { metric: 'tomcat.sessions.rejected', text: '超过 session 最大配置后，拒绝的 session 个数', format: count('个') },
];

export const SystemInfo = () => <FigurePage title="服务器信息" specs={SYSTEM_SPECS} />;

export const JvmInfo = () => (
    <FigurePage title="JVM信息" specs={JVM_SPECS} note="本系统由 Go 编写，没有 JVM：以下为 Go 运行时的对应数字（堆为内存，协程为线程），每行下方注明所指。" />
);

export const TomcatInfo = () => (
    <FigurePage title="Tomcat信息" specs={TOMCAT_SPECS} note="本系统没有 Tomcat：session 即登录会话（sys_session，所有实例共用）。" />
);
