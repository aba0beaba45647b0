import type { ComponentType } from 'react';
import { Link } from 'react-router';
import classes from './NavItem.module.css';

interface NavItemProps {
  to: string;
  label: string;
  /** Marks the entry as the page shown (`aria-current="page"`, highlighted). */
  current: boolean;
  icon?: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  onClick?: () => void;
}

/**
 * One entry of a navigation list (the shell's, a report's families, an audit's settings sections): a
 * router link that looks like Mantine's NavLink without its collapsible-children machinery.
 */
export function NavItem({ to, label, current, icon: Icon, onClick }: NavItemProps) {
  return (
    <Link
      to={to}
      className={`mantine-focus-auto ${classes.link}`}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
    >
      {Icon ? <Icon size={18} aria-hidden /> : null}
      <span className={classes.label}>{label}</span>
    </Link>
  );
}
