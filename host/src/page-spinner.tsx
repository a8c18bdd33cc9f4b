/** Drawn before antd has loaded: a plain spinner (styled in index.html). */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-label="Loading">
      <span />
    </div>
  );
}
