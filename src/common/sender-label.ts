/** How a screen names who wrote a message: 'You' for the viewer's own, the writer's name otherwise. */
export function senderLabel(senderId: string, senderName: string, viewerId: string | undefined): string {
  return senderId === viewerId ? 'You' : senderName;
}
