/**
 * The `stay-messages` job: every minute, on whichever instance takes it, the timed messages that are
 * due are sent (messages.service.ts sendDueMessages): the run keeps going for most of its minute
 * (a 55 s budget), sending each message at its time (and at once when a change on this instance made
 * one due), so a message is at most MESSAGES_POLL_SECONDS late; the next minute's run takes over.
 * Each instance also runs once when it starts: one restarted after a crash sends what is due at once,
 * not after the killed run's job has expired. Runs side by side take different rows (SKIP LOCKED).
 */
import { minuteJob } from '../../../lib/minute-job.ts';
import { sendDueMessages } from '../messages.service.ts';

export const stayMessagesJob = minuteJob({ id: 'stay-messages', queueAtStart: 'each', run: sendDueMessages });
