import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';

const useStyles = makeStyles({
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'underline',
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
  },
});

/** A router link that looks like Fluent's links (Fluent's own Link cannot drive the router). */
export function RouteLink({ to, children, className, label, id }: { to: string; children: ReactNode; className?: string; label?: string; id?: string }) {
  const styles = useStyles();
  return (
    <Link id={id} to={to} className={mergeClasses(styles.link, className)} aria-label={label}>
      {children}
    </Link>
  );
}
