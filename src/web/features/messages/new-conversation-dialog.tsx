import { MessageSquarePlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { useChildNames } from '@/lib/use-child-names';
import { useCreateConversation } from './use-messaging';
import { MESSAGES_COPY } from './messages-copy';

/** 'New conversation': asks for a subject, creates the thread and opens it. */
export function NewConversationDialog({ onCreated }: { onCreated: (id: string) => void }) {
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState('');
  const create = useCreateConversation();
  const [firstChild] = useChildNames();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!subject.trim()) return;
    create.mutate(subject.trim(), {
      onSuccess: (conversation) => {
        setOpen(false);
        setSubject('');
        onCreated(conversation.id);
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) create.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm">
          <MessageSquarePlus aria-hidden="true" />
          {MESSAGES_COPY.newConversation}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{MESSAGES_COPY.newConversation}</DialogTitle>
            <DialogDescription>{MESSAGES_COPY.newConversationText}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="conversation-subject">{MESSAGES_COPY.subject}</Label>
            <Input
              id="conversation-subject"
              value={subject}
              maxLength={120}
              onChange={(e) => setSubject(e.target.value)}
              placeholder={MESSAGES_COPY.subjectPlaceholder(firstChild)}
            />
            {create.isError && (
              <p role="alert" className="text-sm text-destructive">
                {errorMessage(create.error)}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="submit" disabled={!subject.trim() || create.isPending}>
              {MESSAGES_COPY.create}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
