import { SCREEN_COPY } from '@common/screen-copy';
import type { Message } from '@/lib/realtime/message-types';
import { cn } from '@/lib/utils';
import { viewerFormat } from '@/lib/viewer-format';
import { AttachmentView } from './attachment-view';
import { bubbleTimeLabel, readTimeLabel } from './message-times';
import { MESSAGES_COPY } from './messages-copy';

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
          <time dateTime={message.timestamp} title={viewerFormat.dateTime(message.timestamp)}>
            {bubbleTimeLabel(message.timestamp)}
          </time>
          {own &&
            (message.isRead ? (
              <span title={message.readAt ? MESSAGES_COPY.readAt(viewerFormat.dateTime(message.readAt)) : undefined}>
                {SCREEN_COPY.messages.read}
                {message.readAt && ` ${readTimeLabel(message.readAt)}`}
              </span>
            ) : (
              <span>{SCREEN_COPY.messages.sent}</span>
            ))}
        </span>
      </div>
    </li>
  );
}
