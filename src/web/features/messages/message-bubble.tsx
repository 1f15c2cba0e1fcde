import { SCREEN_COPY } from '@common/screen-copy';
import { messageAgeLabel } from '@common/time-labels';
import type { Message } from '@/lib/realtime/message-types';
import { cn } from '@/lib/utils';
import { AttachmentView } from './attachment-view';
import { MESSAGES_COPY } from './messages-copy';

const clock = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One message: own on the right with 'Sent' or 'Read' (and when it was first read), the co-parent's on the left. */
export function MessageBubble({ message, own }: { message: Message; own: boolean }) {
  return (
    <li className={cn('flex', own ? 'justify-end' : 'justify-start')}>
      <div className={cn('grid max-w-[85%] gap-1 sm:max-w-[70%]', own && 'justify-items-end')}>
        {!own && <span className="text-xs font-medium text-muted-foreground">{message.senderName}</span>}
        <div
          className={cn(
            'grid gap-2 rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
            own ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
          )}
        >
          {message.content && <p>{message.content}</p>}
          {message.attachments.map((a) => (
            <AttachmentView key={a.id} attachment={a} />
          ))}
        </div>
        <span className="flex gap-2 text-xs text-muted-foreground">
          <time dateTime={message.timestamp} title={clock(message.timestamp)}>
            {messageAgeLabel(message.timestamp)}
          </time>
          {own &&
            (message.isRead ? (
              <span title={message.readAt ? MESSAGES_COPY.readAt(clock(message.readAt)) : undefined}>
                {SCREEN_COPY.messages.read}
                {message.readAt && ` ${new Date(message.readAt).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })}`}
              </span>
            ) : (
              <span>{SCREEN_COPY.messages.sent}</span>
            ))}
        </span>
      </div>
    </li>
  );
}
