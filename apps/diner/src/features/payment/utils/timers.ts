export { systemTimers, type Timers } from '@/lib/timers';
