import type { Child } from '@common/schemas/children';
import { SCREEN_COPY } from '@common/screen-copy';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ChildForm } from './child-form';
import { CHILD_COPY } from './child-copy';

interface ChildFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The child to edit; absent to add one. */
  child: Child | undefined;
  /** Changes every time the dialog opens, so the form starts fresh. */
  formKey: number;
}

export function ChildFormDialog({ open, onOpenChange, child, formKey }: ChildFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{child ? CHILD_COPY.editTitle(child.name) : SCREEN_COPY.children.addChild}</DialogTitle>
          <DialogDescription>{CHILD_COPY.formDescription}</DialogDescription>
        </DialogHeader>
        <ChildForm key={formKey} child={child} onDone={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
