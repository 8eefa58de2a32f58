import { useEffect } from 'react';
import { clearSavedState } from '../storage/saved-state';

/** Things a signed-in resident can do, in the words the start page uses. */
export const residentTasks = [
  'report a repair and track its progress',
  'book, change or cancel a repair appointment',
  'check your rent or service charge balance and make a payment',
  'read messages from your housing association',
  'raise a service request, such as a complaint or an enquiry',
  'keep your contact details up to date',
] as const;

/** The start page (/ and /startpage). Opening it forgets any saved state, as the spec requires. */
export function StartPage() {
  useEffect(() => {
    clearSavedState();
  }, []);

  return (
    <>
      <title>Welcome to your resident portal</title>
      <h1>Welcome to your resident portal</h1>
      <p className="lead">Manage your home online, at any time of day.</p>
      <h2>What you can do</h2>
      <ul className="list list--bullet">
        {residentTasks.map((task) => (
          <li key={task}>{task}</li>
        ))}
      </ul>
      <p>You need to register before you use the portal for the first time.</p>
    </>
  );
}
