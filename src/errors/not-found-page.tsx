import { Link } from 'react-router-dom';

/** Shown for any address the portal does not know. */
export function NotFoundPage() {
  return (
    <>
      <title>Page not found – Resident portal</title>
      <h1>Page not found</h1>
      <p>If you typed the web address, check it is correct.</p>
      <p>If you pasted the web address, check you copied the entire address.</p>
      <p>
        <Link to="/startpage">Go to the start page</Link>
      </p>
    </>
  );
}
