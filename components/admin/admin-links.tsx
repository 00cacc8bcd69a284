import { Link } from '@/components/ui/link';

const linkClass = 'text-indigo-800 underline-offset-2 hover:underline';
const sub = 'block text-xs text-stone-500';

// Every id the dashboard shows is a link: a project opens on its rounds, a run on its steps and
// model calls, a user on their row in the users list.

const adminProjectHref = (projectId: string) => `/admin/rounds?project=${projectId}`;
const adminRunHref = (runId: string) => `/admin/runs/${runId}`;
const adminUserHref = (userId: string) => `/admin/users#user-${userId}`;

export function ProjectLink({ project, detail }: { project: { id: string; title: string }; detail?: string }) {
  return (
    <>
      <Link href={adminProjectHref(project.id)} className={linkClass}>
        {project.title}
      </Link>
      {detail && <span className={sub}>{detail}</span>}
    </>
  );
}

export function UserLink({ user }: { user: { id: string; name: string; email: string } }) {
  return (
    <>
      <Link href={adminUserHref(user.id)} className={linkClass}>
        {user.name}
      </Link>
      <span className={sub}>{user.email}</span>
    </>
  );
}

export function RunLink({ runId, children, label }: { runId: string; children: React.ReactNode; label?: string }) {
  return (
    <Link href={adminRunHref(runId)} className={linkClass} aria-label={label}>
      {children}
    </Link>
  );
}
