import * as SwitchPrimitive from '@radix-ui/react-switch'

/** shadcn-style switch on Radix: a role="switch" button; inside a form it also posts as `name`. */
export function Switch({ className, ...props }: React.ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    // The 44 px tap target around a switch drawn smaller.
    <SwitchPrimitive.Root
      className={`group inline-flex h-11 w-14 shrink-0 cursor-pointer items-center rounded-full disabled:cursor-not-allowed disabled:opacity-60 ${className ?? ''}`}
      {...props}
    >
      <span className="flex h-7 w-12 items-center rounded-full bg-stone-400 p-0.5 transition-colors group-data-[state=checked]:bg-forest">
        <SwitchPrimitive.Thumb className="block h-6 w-6 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5" />
      </span>
    </SwitchPrimitive.Root>
  )
}
