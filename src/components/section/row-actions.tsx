// A row's action buttons, each named after the row it acts on ('Editar Acme', 'Eliminar Acme') and showing
// its verb ('Eliminar') beside its icon. RowActions is the usual pair, edit and delete. A row with more
// actions than fit puts them in one ActionMenu (row-menu.tsx), the same items on every row.
import { ExternalLink, Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';

interface IconActionProps {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  disabled?: boolean;
  /** Destructive (red icon), or a class of its own for the icon. */
  danger?: boolean;
  iconClassName?: string;
  /** The visible text when shorter than the label ('Eliminar' for 'Eliminar Acme'). */
  tooltip?: string;
  /** Only the icon, the text as its tooltip: for a row whose actions would not fit with their words. */
  iconOnly?: boolean;
}

export function IconAction({
  label,
  icon: Icon,
  onClick,
  disabled,
  danger,
  iconClassName,
  tooltip,
  iconOnly,
}: IconActionProps) {
  return (
    <Button
      variant="ghost"
      size={iconOnly ? 'icon' : 'sm'}
      className={danger ? 'text-destructive hover:text-destructive' : undefined}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={iconOnly ? (tooltip ?? label) : label}
    >
      <Icon className={danger ? undefined : iconClassName} aria-hidden="true" />
      {!iconOnly && (tooltip ?? label)}
    </Button>
  );
}

/** 'Abrir': a file through `onOpen` (disabled while `opening`), or an outside link in a new tab. */
export function OpenAction(props: { name: string; onOpen?: () => void; href?: string; opening?: boolean }) {
  const label = `Abrir ${props.name}`;
  const face = (
    <>
      <ExternalLink aria-hidden="true" />
      Abrir
    </>
  );
  if (props.href)
    return (
      <Button variant="outline" size="sm" asChild>
        <a href={props.href} target="_blank" rel="noopener noreferrer" aria-label={label}>
          {face}
        </a>
      </Button>
    );
  return (
    <Button variant="outline" size="sm" onClick={props.onOpen} disabled={props.opening} aria-label={label}>
      {face}
    </Button>
  );
}

/** 'Editar' with its text, opening a dialog (`onEdit`) or a screen (`to`). */
export function EditAction({ name, onEdit, to }: { name: string; onEdit?: () => void; to?: string }) {
  const label = `Editar ${name}`;
  if (to)
    return (
      <Button variant="outline" size="sm" asChild>
        <Link to={to} aria-label={label}>
          <Pencil aria-hidden="true" />
          Editar
        </Link>
      </Button>
    );
  return (
    <Button variant="outline" size="sm" onClick={onEdit} aria-label={label}>
      <Pencil aria-hidden="true" />
      Editar
    </Button>
  );
}

export function DeleteAction({ name, onDelete }: { name: string; onDelete: () => void }) {
  return <IconAction label={`Eliminar ${name}`} tooltip="Eliminar" icon={Trash2} onClick={onDelete} danger />;
}

interface RowActionsProps {
  name: string;
  onEdit?: () => void;
  /** Edit on a screen of its own instead of a dialog. */
  editTo?: string;
  onDelete: () => void;
}

export function RowActions({ name, onEdit, editTo, onDelete }: RowActionsProps) {
  return (
    <>
      <EditAction name={name} onEdit={onEdit} to={editTo} />
      <DeleteAction name={name} onDelete={onDelete} />
    </>
  );
}
