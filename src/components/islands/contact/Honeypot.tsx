/** The spam trap: a text field people never see or reach; bots that fill it are dropped by the API. */
export default function Honeypot({ name }: { name: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`contact-${name}`}>Leave this field empty</label>
      <input id={`contact-${name}`} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
