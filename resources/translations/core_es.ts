<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AppContext</name>
    <message>
        <source>Read-only: the folder {folder} can&apos;t be written ({reason}). You can read, print and export the records; saving is off until changes to that folder are allowed and FOG Desktop is started again.</source>
        <translation>Solo lectura: no se puede escribir en la carpeta {folder} ({reason}). Puede leer, imprimir y exportar los registros; no se puede guardar hasta que se permitan cambios en esa carpeta y se vuelva a iniciar FOG Desktop.</translation>
    </message>
</context>
<context>
    <name>Attachments</name>
    <message>
        <source>PDF, JPEG, PNG, TIFF or WebP</source>
        <translation>PDF, JPEG, PNG, TIFF o WebP</translation>
    </message>
    <message>
        <source>{name} is empty; attach the scan or photo itself.</source>
        <translation>{name} está vacío; adjunte el escaneo o la foto en sí.</translation>
    </message>
    <message>
        <source>{name} is {size} MB; the limit is 25 MB. Scan at a lower resolution.</source>
        <translation>{name} pesa {size} MB; el límite es de 25 MB. Escanee con una resolución más baja.</translation>
    </message>
    <message>
        <source>{name} is a program or an archive, not a scan or photo; it was refused.</source>
        <translation>{name} es un programa o un archivo comprimido, no un escaneo ni una foto; se rechazó.</translation>
    </message>
    <message>
        <source>{name} is not a {accepted} file (whatever its name says); it was refused.</source>
        <translation>{name} no es un archivo {accepted} (diga lo que diga su nombre); se rechazó.</translation>
    </message>
    <message>
        <source>{name} can&apos;t be read: {reason}</source>
        <translation>No se puede leer {name}: {reason}</translation>
    </message>
    <message>
        <source>There is no stored file with SHA-256 {sha256}.</source>
        <translation>No hay ningún archivo guardado con el SHA-256 {sha256}.</translation>
    </message>
</context>
<context>
    <name>CalendarChanges</name>
    <message>
        <source>{day} is changed already; void that change first.</source>
        <translation>El {day} ya tiene un cambio; anule primero ese cambio.</translation>
    </message>
    <message>
        <source>{day} is not a working day already.</source>
        <translation>El {day} ya no es día hábil.</translation>
    </message>
    <message>
        <source>{day} is not a holiday of the default calendar.</source>
        <translation>El {day} no es día feriado del calendario predeterminado.</translation>
    </message>
    <message>
        <source>Choose Closed (add a day) or Open (remove one).</source>
        <translation>Elija Cerrado (agregar un día) o Abierto (quitar uno).</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Día</translation>
    </message>
    <message>
        <source>Enter the day that is changed.</source>
        <translation>Escriba el día que cambia.</translation>
    </message>
</context>
<context>
    <name>CallTiming</name>
    <message>
        <source>called on the incident&apos;s date (its time is not recorded)</source>
        <translation>llamada el día del incidente (no consta su hora)</translation>
    </message>
    <message>
        <source>late: called {days} after the incident&apos;s date</source>
        <translation>tarde: llamada {days} después del día del incidente</translation>
    </message>
    <message>
        <source>on time: called {after} after</source>
        <translation>a tiempo: llamada {after} después</translation>
    </message>
    <message>
        <source>late: called {after} after</source>
        <translation>tarde: llamada {after} después</translation>
    </message>
</context>
<context>
    <name>Chain</name>
    <message>
        <source> on {day}</source>
        <translation> el día {day}</translation>
    </message>
    <message>
        <source>the database holds fewer records than{on}: its audit trail ends at entry {now}, and FOG Desktop had written entry {seen}. Restore from a backup?</source>
        <translation>la base de datos tiene menos registros que{on}: su registro de auditoría termina en la anotación {now}, y FOG Desktop había escrito la anotación {seen}. ¿Desea restaurar una copia de seguridad?</translation>
    </message>
    <message>
        <source>the database&apos;s audit trail no longer holds entry {seen} as FOG Desktop wrote it{on}: its history was replaced or rewritten. Restore from a backup?</source>
        <translation>el registro de auditoría de la base de datos ya no contiene la anotación {seen} tal como FOG Desktop la escribió{on}: su historial se reemplazó o se reescribió. ¿Desea restaurar una copia de seguridad?</translation>
    </message>
    <message>
        <source>the audit trail has 1 entry after entry {last}, the last FOG Desktop wrote{on}: it was added outside FOG Desktop</source>
        <translation>el registro de auditoría tiene 1 anotación después de la anotación {last}, la última que FOG Desktop escribió{on}: se agregó fuera de FOG Desktop</translation>
    </message>
    <message>
        <source>the audit trail has {added} entries after entry {last}, the last FOG Desktop wrote{on}: they were added outside FOG Desktop</source>
        <translation>el registro de auditoría tiene {added} anotaciones después de la anotación {last}, la última que FOG Desktop escribió{on}: se agregaron fuera de FOG Desktop</translation>
    </message>
</context>
<context>
    <name>Changes</name>
    <message>
        <source>Notice sent on</source>
        <translation>Aviso enviado el</translation>
    </message>
    <message>
        <source>The date {day} is in the future.</source>
        <translation>La fecha {day} está en el futuro.</translation>
    </message>
    <message>
        <source>Say in a line what will change, e.g. a second fryer line.</source>
        <translation>Diga en una línea qué va a cambiar, p. ej., una segunda línea de freidoras.</translation>
    </message>
    <message>
        <source>Keep the description to {count} characters; put the rest in Notes.</source>
        <translation>La descripción admite {count} caracteres; escriba el resto en Notas.</translation>
    </message>
    <message>
        <source>Planned start</source>
        <translation>Inicio previsto</translation>
    </message>
    <message>
        <source>Enter the day the work or the change starts.</source>
        <translation>Escriba el día en que empiezan la obra o el cambio.</translation>
    </message>
    <message>
        <source>Enter the day the notice was sent.</source>
        <translation>Escriba el día en que se envió el aviso.</translation>
    </message>
    <message>
        <source>Sent on {day}, {late} after it was due.</source>
        <translation>Enviado el {day}, {late} después de la fecha límite.</translation>
    </message>
    <message>
        <source>Sent on {day}, in time.</source>
        <translation>Enviado el {day}, a tiempo.</translation>
    </message>
    <message>
        <source>Late already: the city must have it {notice} days before the start, so it was due on {due}. Send it now.</source>
        <translation>Ya va tarde: la Ciudad debe recibirlo {notice} días antes del inicio, así que vencía el {due}. Envíelo ahora.</translation>
    </message>
    <message>
        <source>Send it by {due}, {notice} days before the start.</source>
        <translation>Envíelo a más tardar el {due}, {notice} días antes del inicio.</translation>
    </message>
</context>
<context>
    <name>City</name>
    <message>
        <source>The date {day} is in the future.</source>
        <translation>La fecha {day} es futura.</translation>
    </message>
    <message>
        <source>Inspection date</source>
        <translation>Fecha de la inspección</translation>
    </message>
    <message>
        <source>Enter the date of the inspection.</source>
        <translation>Escriba la fecha de la inspección.</translation>
    </message>
    <message>
        <source>Enter the inspector&apos;s name, as on their report.</source>
        <translation>Escriba el nombre del inspector, como aparece en su informe.</translation>
    </message>
    <message>
        <source>Choose the result: {choices}.</source>
        <translation>Elija el resultado: {choices}.</translation>
    </message>
    <message>
        <source>Write what the inspector found not in compliance.</source>
        <translation>Escriba los hallazgos de incumplimiento del inspector.</translation>
    </message>
    <message>
        <source>Enter the agreement&apos;s name or number, as the city wrote it.</source>
        <translation>Escriba el nombre o número del acuerdo, como lo escribió la Ciudad.</translation>
    </message>
    <message>
        <source>Date agreed</source>
        <translation>Fecha del acuerdo</translation>
    </message>
    <message>
        <source>Enter the date the agreement was signed.</source>
        <translation>Escriba la fecha en que se firmó el acuerdo.</translation>
    </message>
    <message>
        <source>Write what is to be done by the due date.</source>
        <translation>Escriba lo que debe hacerse para la fecha límite.</translation>
    </message>
    <message>
        <source>Due date</source>
        <translation>Fecha límite</translation>
    </message>
    <message>
        <source>Enter the date the agreement sets for it.</source>
        <translation>Escriba la fecha que fija el acuerdo.</translation>
    </message>
    <message>
        <source>The due date can&apos;t be before the agreement ({day}).</source>
        <translation>La fecha límite no puede ser anterior al acuerdo ({day}).</translation>
    </message>
    <message>
        <source>Date reported</source>
        <translation>Fecha del informe</translation>
    </message>
    <message>
        <source>Date done</source>
        <translation>Fecha de cumplimiento</translation>
    </message>
    <message>
        <source>Enter the date of the progress report.</source>
        <translation>Escriba la fecha del informe de avance.</translation>
    </message>
    <message>
        <source>Write what the report said.</source>
        <translation>Escriba lo que dijo el informe.</translation>
    </message>
    <message>
        <source>It can&apos;t be before the agreement ({day}).</source>
        <translation>No puede ser anterior al acuerdo ({day}).</translation>
    </message>
    <message>
        <source>There is no city inspection {id} in use.</source>
        <translation>No hay ninguna inspección de la Ciudad {id} vigente.</translation>
    </message>
    <message>
        <source>Date mailed, posted or handed over</source>
        <translation>Fecha de envío, de fijación o de entrega en mano</translation>
    </message>
    <message>
        <source>Enter the date the notice was mailed or posted.</source>
        <translation>Escriba la fecha en que el aviso se envió por correo o se fijó en el local.</translation>
    </message>
    <message>
        <source>Choose how the notice came: {choices}.</source>
        <translation>Elija cómo llegó el aviso: {choices}.</translation>
    </message>
    <message>
        <source>Write the finding, as the notice states it.</source>
        <translation>Escriba el hallazgo, como lo indica el aviso.</translation>
    </message>
    <message>
        <source>Noncompliance fee</source>
        <translation>Cargo por incumplimiento</translation>
    </message>
    <message>
        <source>{step} can&apos;t be before the notice ({day}).</source>
        <translation>{step}: no puede ser anterior al aviso ({day}).</translation>
    </message>
    <message>
        <source>Record first: {step}.</source>
        <translation>Registre primero: {step}.</translation>
    </message>
    <message>
        <source>{step} can&apos;t be before {first} ({day}).</source>
        <translation>{step}: no puede ser anterior a «{first}» ({day}).</translation>
    </message>
    <message>
        <source>The notice has no noncompliance fee to pay.</source>
        <translation>El aviso no tiene ningún cargo por incumplimiento que pagar.</translation>
    </message>
    <message>
        <source>An order served on {mailed} is final on {earliest} at the soonest (R8e).</source>
        <translation>Una orden notificada el {mailed} queda firme el {earliest} como muy pronto (R8e).</translation>
    </message>
    <message>
        <source>An order mailed on {mailed} is final on {earliest} at the soonest (R8e).</source>
        <translation>Una orden enviada el {mailed} queda firme el {earliest} como muy pronto (R8e).</translation>
    </message>
    <message>
        <source>A notice keeps its kind: void it and record the {kind} anew.</source>
        <translation>Un aviso conserva su tipo: anúlelo y registre de nuevo como «{kind}».</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ninguno aún</translation>
    </message>
    <message>
        <source>There is no notice {id} (known: {known}).</source>
        <translation>No existe el aviso {id} (conocidos: {known}).</translation>
    </message>
    <message>
        <source>Choose the hearing&apos;s outcome: {outcomes}.</source>
        <translation>Elija el resultado de la audiencia: {outcomes}.</translation>
    </message>
    <message>
        <source>The hearing officer&apos;s order can&apos;t be mailed before the hearing ({day}).</source>
        <translation>La orden del funcionario de audiencias no puede enviarse antes de la audiencia ({day}).</translation>
    </message>
    <message>
        <source>Report due</source>
        <translation>Vencimiento del informe</translation>
    </message>
    <message>
        <source>Date sent</source>
        <translation>Fecha de envío</translation>
    </message>
    <message>
        <source>Enter the date the report is due, the date it was sent, or both.</source>
        <translation>Ingrese la fecha de vencimiento del informe, la fecha en que se envió, o ambas.</translation>
    </message>
    <message>
        <source>This report was sent on {day}; correct it with Amend.</source>
        <translation>Este informe se envió el {day}; corríjalo con Corregir.</translation>
    </message>
    <message>
        <source>Choose what the city gave: {kinds}.</source>
        <translation>Elija lo que entregó la ciudad: {kinds}.</translation>
    </message>
    <message>
        <source>A {kind} carries no noncompliance fee and no civil penalty.</source>
        <translation>Una orden de {kind} no conlleva cargo por incumplimiento ni multa civil.</translation>
    </message>
    <message>
        <source>A {kind} has no hearing to request: the city sets its hearing.</source>
        <translation>Una {kind} no tiene audiencia que solicitar: la ciudad fija su audiencia.</translation>
    </message>
</context>
<context>
    <name>Count</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n día</numerusform>
            <numerusform>%n días</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n working day(s)</source>
        <translation>
            <numerusform>%n día hábil</numerusform>
            <numerusform>%n días hábiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DailyCleaning</name>
    <message>
        <source>Tick the traps that were cleaned.</source>
        <translation>Marque las trampas que se limpiaron.</translation>
    </message>
    <message>
        <source>Enter who cleaned them.</source>
        <translation>Escriba quién las limpió.</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>Enter the day they were cleaned.</source>
        <translation>Escriba el día en que se limpiaron.</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Hasta</translation>
    </message>
    <message>
        <source>Enter the last day they were cleaned.</source>
        <translation>Escriba el último día en que se limpiaron.</translation>
    </message>
    <message>
        <source>The date {day} is in the future; log work done.</source>
        <translation>La fecha {day} está en el futuro; anote trabajos ya hechos.</translation>
    </message>
    <message>
        <source>The last day is before the first one.</source>
        <translation>El último día es anterior al primero.</translation>
    </message>
    <message>
        <source>Record at most {count} days at once.</source>
        <translation>Registre como máximo {count} días a la vez.</translation>
    </message>
    <message>
        <source>{device} was recorded cleaned on {day} already.</source>
        <translation>La limpieza de {device} del {day} ya está registrada.</translation>
    </message>
</context>
<context>
    <name>Dashboard</name>
    <message>
        <source>{notice} ({kind}, {day})</source>
        <translation>{notice} ({kind}, {day})</translation>
    </message>
    <message>
        <source>Waiver of {day}</source>
        <translation>Exención del {day}</translation>
    </message>
    <message>
        <source>Self-inspection checklist</source>
        <translation>Lista de autoinspección</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Hoy</translation>
    </message>
    <message>
        <source>{days} overdue</source>
        <translation>{days} de atraso</translation>
    </message>
    <message>
        <source>possible partial pump-out ({gallons} of {capacity} gal): it counts once confirmed full</source>
        <translation>posible bombeo parcial ({gallons} de {capacity} gal): cuenta una vez confirmado como completo</translation>
    </message>
    <message>
        <source>{service} of {device} on {day}: {problems}</source>
        <translation>{service} de {device} el {day}: {problems}</translation>
    </message>
</context>
<context>
    <name>DashboardReason</name>
    <message>
        <source>twice each calendar year</source>
        <translation>dos veces por año calendario</translation>
    </message>
    <message>
        <source>at once, by phone, after the incident</source>
        <translation>de inmediato, por teléfono, tras el incidente</translation>
    </message>
    <message>
        <source>a reading over {limit_percent}% full: pump it out now</source>
        <translation>una lectura de más del {limit_percent} %: bombéelo ya</translation>
    </message>
    <message>
        <source>fills fast: pump it out before {limit_percent}%</source>
        <translation>se llena rápido: bombéelo antes del {limit_percent} %</translation>
    </message>
    <message>
        <source>within {new_hire_days} days of hire</source>
        <translation>dentro de los {new_hire_days} días de la contratación</translation>
    </message>
    <message>
        <source>at once, by phone: a blockage or sewer overflow is possible</source>
        <translation>de inmediato, por teléfono: es posible una obstrucción o un desbordamiento del alcantarillado</translation>
    </message>
    <message>
        <source>{confirmation_working_days} working days after the incident</source>
        <translation>{confirmation_working_days} días hábiles después del incidente</translation>
    </message>
    <message>
        <source>to the city clerk by 5 p.m., {appeal_days} days after the order&apos;s mailing</source>
        <translation>al secretario municipal antes de las 5 p. m., {appeal_days} días después del envío de la orden</translation>
    </message>
    <message>
        <source>within {penalty_days} days of the order becoming final</source>
        <translation>dentro de {penalty_days} días desde que la orden queda firme</translation>
    </message>
    <message>
        <source>within {cleanup_days} days of the city&apos;s invoice</source>
        <translation>dentro de {cleanup_days} días de la factura de la Ciudad</translation>
    </message>
    <message>
        <source>delinquent if unpaid {fee_days} days after the notice</source>
        <translation>en mora si no se paga {fee_days} días después del aviso</translation>
    </message>
    <message>
        <source>within {interceptor_days} days of the city&apos;s notice</source>
        <translation>dentro de {interceptor_days} días del aviso de la Ciudad</translation>
    </message>
    <message>
        <source>by the date the agreement or the program manager set for it</source>
        <translation>para la fecha que fijó el acuerdo o el administrador del programa</translation>
    </message>
    <message>
        <source>in writing, {planned_change_notice_days} days before the change starts</source>
        <translation>por escrito, {planned_change_notice_days} días antes de que empiece el cambio</translation>
    </message>
    <message>
        <source>within {waiver_interceptor_days} days of the waiver&apos;s revocation</source>
        <translation>dentro de los {waiver_interceptor_days} días siguientes a la revocación de la exención</translation>
    </message>
    <message>
        <source>to the city clerk by 5 p.m., {city_manager_appeal_days} days after the order&apos;s service</source>
        <translation>al secretario municipal antes de las 5 p. m., {city_manager_appeal_days} días después de la notificación de la orden</translation>
    </message>
    <message>
        <source>once each calendar year</source>
        <translation>una vez por año calendario</translation>
    </message>
    <message>
        <source>{trainings_per_year} times each calendar year</source>
        <translation>{trainings_per_year} veces por año calendario</translation>
    </message>
    <message>
        <source>; ${amount} owed, with any late penalties</source>
        <translation>; se deben ${amount}, con los recargos por mora que haya</translation>
    </message>
    <message>
        <source>by the date of the compliance schedule agreement</source>
        <translation>para la fecha del acuerdo de calendario de cumplimiento</translation>
    </message>
    <message>
        <source>you may ask for a hearing: the city must receive your request within {hearing_request_days} days of the notice, so send it a few days before</source>
        <translation>puede pedir una audiencia: la ciudad debe recibir su solicitud dentro de los {hearing_request_days} días siguientes al aviso, así que envíela unos días antes</translation>
    </message>
    <message>
        <source>walk the self-inspection checklist</source>
        <translation>recorrer la lista de autoinspección</translation>
    </message>
    <message>
        <source>7 days after the checklist found it not OK</source>
        <translation>7 días después de que la lista lo encontró no conforme</translation>
    </message>
    <message>
        <source>each year on the waiver&apos;s anniversary</source>
        <translation>cada año, en el aniversario de la exención</translation>
    </message>
    <message>
        <source>by a contractor, as often as the waiver says</source>
        <translation>por un contratista, con la frecuencia que fija la exención</translation>
    </message>
</context>
<context>
    <name>Devices</name>
    <message>
        <source>{frequency} (default)</source>
        <translation>{frequency} (predeterminada)</translation>
    </message>
    <message>
        <source>{frequency} (not approved: {law} applies)</source>
        <translation>{frequency} (no aprobada: rige {law})</translation>
    </message>
    <message>
        <source>{frequency} (approved {allowed} on {day}: {allowed} applies)</source>
        <translation>{frequency} (aprobada {allowed} el {day}: rige {allowed})</translation>
    </message>
    <message>
        <source>{frequency}, approved {day}</source>
        <translation>{frequency}, aprobada el {day}</translation>
    </message>
    <message>
        <source>gallons</source>
        <translation>galones</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacidad</translation>
    </message>
    <message>
        <source>Enter the capacity in gallons.</source>
        <translation>Escriba la capacidad en galones.</translation>
    </message>
    <message>
        <source>inches</source>
        <translation>pulgadas</translation>
    </message>
    <message>
        <source>Design depth</source>
        <translation>Profundidad de diseño</translation>
    </message>
    <message>
        <source>Enter the design depth in inches.</source>
        <translation>Escriba la profundidad de diseño en pulgadas.</translation>
    </message>
    <message>
        <source>Enter both a number and a unit for the frequency, or leave both empty for the default.</source>
        <translation>Escriba un número y una unidad para la frecuencia, o deje ambos vacíos para usar la predeterminada.</translation>
    </message>
    <message>
        <source>A frequency can&apos;t be longer than {years} years.</source>
        <translation>La frecuencia no puede ser de más de {years} años.</translation>
    </message>
    <message>
        <source>An interceptor must be pumped out at least every {longest} (R2).</source>
        <translation>Un interceptor debe bombearse al menos cada {longest} (R2).</translation>
    </message>
    <message>
        <source>Enter a Device ID, for example GI-1.</source>
        <translation>Escriba un ID del equipo, por ejemplo GI-1.</translation>
    </message>
    <message>
        <source>Device ID {id} is already used by another device here.</source>
        <translation>El ID del equipo {id} ya lo usa otro equipo de este establecimiento.</translation>
    </message>
    <message>
        <source>Type must be one of: {choices}.</source>
        <translation>El tipo debe ser uno de estos: {choices}.</translation>
    </message>
    <message>
        <source>Frequency</source>
        <translation>Frecuencia</translation>
    </message>
    <message>
        <source>The unit must be one of: {units}.</source>
        <translation>La unidad debe ser una de estas: {units}.</translation>
    </message>
    <message>
        <source>In service since</source>
        <translation>En servicio desde</translation>
    </message>
    <message>
        <source>There is no device {id} in use.</source>
        <translation>No hay ningún equipo {id} en uso.</translation>
    </message>
</context>
<context>
    <name>Employees</name>
    <message>
        <source>Enter an Employee ID, for example E-014.</source>
        <translation>Escriba un ID de empleado, por ejemplo E-014.</translation>
    </message>
    <message>
        <source>Employee ID {id} is already used by someone here.</source>
        <translation>El ID de empleado {id} ya lo usa otra persona de este establecimiento.</translation>
    </message>
    <message>
        <source>Enter the employee&apos;s name.</source>
        <translation>Escriba el nombre del empleado.</translation>
    </message>
    <message>
        <source>Hire date</source>
        <translation>Fecha de contratación</translation>
    </message>
    <message>
        <source>End date</source>
        <translation>Fecha de baja</translation>
    </message>
    <message>
        <source>Enter the hire date: new-hire training is due {days} days after it (R4).</source>
        <translation>Escriba la fecha de contratación: la capacitación de empleado nuevo vence {days} días después (R4).</translation>
    </message>
    <message>
        <source>The end date {end} is before the hire date {hire}.</source>
        <translation>La fecha de baja, {end}, es anterior a la fecha de contratación, {hire}.</translation>
    </message>
</context>
<context>
    <name>Establishments</name>
    <message>
        <source>Records begin</source>
        <translation>Inicio de los registros</translation>
    </message>
    <message>
        <source>Enter the establishment&apos;s name.</source>
        <translation>Escriba el nombre del establecimiento.</translation>
    </message>
    <message>
        <source>Type the establishment&apos;s name on one line.</source>
        <translation>Escriba el nombre del establecimiento en una sola línea.</translation>
    </message>
    <message>
        <source>An establishment named {name} exists already.</source>
        <translation>Ya existe un establecimiento llamado {name}.</translation>
    </message>
    <message>
        <source>{value} is not an email address.</source>
        <translation>{value} no es una dirección de correo electrónico.</translation>
    </message>
</context>
<context>
    <name>Failures</name>
    <message>
        <source>Nothing was stored.</source>
        <translation>No se guardó nada.</translation>
    </message>
    <message>
        <source>Another save is in progress on this database; try again in a moment.</source>
        <translation>Se está guardando otro cambio en esta base de datos; vuelva a intentarlo en un momento.</translation>
    </message>
    <message>
        <source>The disk is full: FOG Desktop could not use the database file {file}</source>
        <translation>El disco está lleno: FOG Desktop no pudo usar el archivo de base de datos {file}</translation>
    </message>
    <message>
        <source>free some space and try again</source>
        <translation>libere espacio y vuelva a intentarlo</translation>
    </message>
    <message>
        <source>The folder {folder} can&apos;t be written ({reason}): FOG Desktop shows and exports the records in it, but can&apos;t save</source>
        <translation>No se puede escribir en la carpeta {folder} ({reason}): FOG Desktop muestra y exporta sus registros, pero no puede guardar</translation>
    </message>
    <message>
        <source>allow changes to that folder, then try again</source>
        <translation>permita cambios en esa carpeta y vuelva a intentarlo</translation>
    </message>
    <message>
        <source>The folder {folder} can&apos;t be written ({reason}), so the copy was not made; allow changes to that folder, or choose another, then try again.</source>
        <translation>No se puede escribir en la carpeta {folder} ({reason}), así que no se hizo la copia; permita cambios en esa carpeta, o elija otra, y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>{cause}; {action}. {nothing_stored}</source>
        <translation>{cause}; {action}. {nothing_stored}</translation>
    </message>
    <message>
        <source>the database file {file}</source>
        <translation>el archivo de base de datos {file}</translation>
    </message>
    <message>
        <source>the database file</source>
        <translation>el archivo de base de datos</translation>
    </message>
    <message>
        <source>the database server {server}</source>
        <translation>el servidor de base de datos {server}</translation>
    </message>
    <message>
        <source>the database server</source>
        <translation>el servidor de base de datos</translation>
    </message>
    <message>
        <source>{file} was moved or deleted while FOG Desktop had it open</source>
        <translation>{file} se movió o se eliminó mientras FOG Desktop lo tenía abierto</translation>
    </message>
    <message>
        <source>put it back and start FOG Desktop again</source>
        <translation>vuelva a ponerlo en su lugar e inicie FOG Desktop de nuevo</translation>
    </message>
    <message>
        <source>The disk is full: FOG Desktop could not write to {file}</source>
        <translation>El disco está lleno: FOG Desktop no pudo escribir en {file}</translation>
    </message>
    <message>
        <source>{file} is read-only: FOG Desktop can&apos;t save to it</source>
        <translation>{file} es de solo lectura: FOG Desktop no puede guardar en él</translation>
    </message>
    <message>
        <source>allow changes to the file and its folder, then try again</source>
        <translation>permita cambios en el archivo y en su carpeta, y vuelva a intentarlo</translation>
    </message>
    <message>
        <source>FOG Desktop can&apos;t open {file} for writing: its folder may be read-only or gone</source>
        <translation>FOG Desktop no puede abrir {file} para escribir: puede que su carpeta sea de solo lectura o ya no exista</translation>
    </message>
    <message>
        <source>allow changes to the folder, then try again</source>
        <translation>permita cambios en la carpeta y vuelva a intentarlo</translation>
    </message>
    <message>
        <source>FOG Desktop lost its connection to {server}</source>
        <translation>FOG Desktop perdió la conexión con {server}</translation>
    </message>
    <message>
        <source>check that the server is running and the network is up, then try again</source>
        <translation>compruebe que el servidor esté en funcionamiento y que la red funcione, y vuelva a intentarlo</translation>
    </message>
    <message>
        <source>The disk of {server} is full: FOG Desktop could not save</source>
        <translation>El disco de {server} está lleno: FOG Desktop no pudo guardar</translation>
    </message>
    <message>
        <source>ask whoever runs the server to free some space, then try again</source>
        <translation>pida a quien administra el servidor que libere espacio y vuelva a intentarlo</translation>
    </message>
    <message>
        <source>{server} accepts no changes just now (it is read-only)</source>
        <translation>{server} no acepta cambios en este momento (es de solo lectura)</translation>
    </message>
    <message>
        <source>ask whoever runs it to allow changes, then try again</source>
        <translation>pida a quien lo administra que permita cambios y vuelva a intentarlo</translation>
    </message>
    <message>
        <source>The disk quota is used up: FOG Desktop could not write {file}</source>
        <translation>Se agotó la cuota de disco: FOG Desktop no pudo escribir {file}</translation>
    </message>
    <message>
        <source>The disk is full: FOG Desktop could not write {file}</source>
        <translation>El disco está lleno: FOG Desktop no pudo escribir {file}</translation>
    </message>
    <message>
        <source>The disk quota is used up: FOG Desktop could not save</source>
        <translation>Se agotó la cuota de disco: FOG Desktop no pudo guardar</translation>
    </message>
    <message>
        <source>The disk is full: FOG Desktop could not save</source>
        <translation>El disco está lleno: FOG Desktop no pudo guardar</translation>
    </message>
    <message>
        <source>{file} is on a read-only disk: FOG Desktop can&apos;t write there</source>
        <translation>{file} está en un disco de solo lectura: FOG Desktop no puede escribir allí</translation>
    </message>
    <message>
        <source>The disk is read-only: FOG Desktop can&apos;t write there</source>
        <translation>El disco es de solo lectura: FOG Desktop no puede escribir allí</translation>
    </message>
    <message>
        <source>make the disk writable or choose another place, then try again</source>
        <translation>permita la escritura en el disco o elija otro lugar, y vuelva a intentarlo</translation>
    </message>
    <message>
        <source>a file it needs</source>
        <translation>un archivo que necesita</translation>
    </message>
    <message>
        <source>FOG Desktop is not allowed to use {what} (permission denied)</source>
        <translation>FOG Desktop no tiene permiso para usar {what} (permiso denegado)</translation>
    </message>
    <message>
        <source>ask whoever manages this PC for access, or choose another place, then try again</source>
        <translation>pida acceso a quien administra esta PC, o elija otro lugar, y vuelva a intentarlo</translation>
    </message>
</context>
<context>
    <name>Frequency</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n día</numerusform>
            <numerusform>%n días</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n week(s)</source>
        <translation>
            <numerusform>%n semana</numerusform>
            <numerusform>%n semanas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n mes</numerusform>
            <numerusform>%n meses</numerusform>
        </translation>
    </message>
    <message>
        <source>daily</source>
        <translation>diaria</translation>
    </message>
    <message>
        <source>weekly</source>
        <translation>semanal</translation>
    </message>
    <message>
        <source>monthly</source>
        <translation>mensual</translation>
    </message>
    <message>
        <source>every {frequency}</source>
        <translation>cada {frequency}</translation>
    </message>
    <message>
        <source>Enter the Device ID of the interceptor.</source>
        <translation>Escriba el ID del equipo del interceptor.</translation>
    </message>
    <message>
        <source>{id} is a {type}: the city approves the frequency of a grease interceptor (R8d) or a grease trap (R3).</source>
        <translation>{id} es un/a {type}: la Ciudad aprueba la frecuencia de un interceptor de grasa (R8d) o de una trampa de grasa (R3).</translation>
    </message>
    <message>
        <source>{id} is a {type}: a frequency from readings is for grease interceptors (R8d).</source>
        <translation>{id} es del tipo «{type}»: la frecuencia calculada con las lecturas es para interceptores de grasa (R8d).</translation>
    </message>
    <message>
        <source>Enter the frequency approved, like 4 months, 10 weeks or 90 days.</source>
        <translation>Escriba la frecuencia aprobada, por ejemplo 4 months, 10 weeks o 90 days.</translation>
    </message>
    <message>
        <source>Approved on</source>
        <translation>Aprobada el</translation>
    </message>
    <message>
        <source>Enter the date of the program manager&apos;s answer.</source>
        <translation>Escriba la fecha de la respuesta del responsable del programa de FOG.</translation>
    </message>
    <message>
        <source>{day} is after today: enter the date on the answer.</source>
        <translation>{day} es posterior a hoy: escriba la fecha que figura en la respuesta.</translation>
    </message>
    <message>
        <source>Attach the program manager&apos;s answer: the letter or e-mail.</source>
        <translation>Adjunte la respuesta del responsable del programa de FOG: la carta o el correo electrónico.</translation>
    </message>
    <message>
        <source>Not enough data: {found} of {needed} cycles have a reading.</source>
        <translation>No hay datos suficientes: {found} de {needed} ciclos tienen una lectura.</translation>
    </message>
</context>
<context>
    <name>Handbook</name>
    <message>
        <source>The rules FOG Desktop follows (R1–R8)</source>
        <translation>Las reglas que sigue FOG Desktop (R1–R8)</translation>
    </message>
    <message>
        <source>The records workbook, sheet by sheet</source>
        <translation>El libro de registros, hoja por hoja</translation>
    </message>
    <message>
        <source>&quot;{title}&quot; is not included in this installation ({path} is missing); reinstall FOG Desktop to have it.</source>
        <translation>«{title}» no está incluido en esta instalación (falta {path}); vuelva a instalar FOG Desktop para tenerlo.</translation>
    </message>
</context>
<context>
    <name>HaulerRequests</name>
    <message>
        <source>A manifest is asked for only for a pump-out in use.</source>
        <translation>Solo se pide el manifiesto de un bombeo en uso.</translation>
    </message>
    <message>
        <source>Date asked</source>
        <translation>Fecha de la solicitud</translation>
    </message>
    <message>
        <source>Enter the date the hauler was asked.</source>
        <translation>Escriba la fecha en que se lo pidió al transportista.</translation>
    </message>
    <message>
        <source>The date {day} is in the future.</source>
        <translation>La fecha {day} es futura.</translation>
    </message>
    <message>
        <source>It can&apos;t be before the pump-out ({day}).</source>
        <translation>No puede ser anterior al bombeo ({day}).</translation>
    </message>
    <message>
        <source>Choose how the hauler was asked: {choices}.</source>
        <translation>Elija cómo se lo pidió al transportista: {choices}.</translation>
    </message>
    <message>
        <source>Write whom you asked: a name, an e-mail address or a phone number.</source>
        <translation>Escriba a quién se lo pidió: un nombre, un correo electrónico o un teléfono.</translation>
    </message>
</context>
<context>
    <name>Holiday</name>
    <message>
        <source>New Year&apos;s Day</source>
        <translation>Año Nuevo</translation>
    </message>
    <message>
        <source>Martin Luther King Jr. Day</source>
        <translation>Día de Martin Luther King Jr.</translation>
    </message>
    <message>
        <source>Presidents&apos; Day</source>
        <translation>Día de los Presidentes</translation>
    </message>
    <message>
        <source>Memorial Day</source>
        <translation>Día de los Caídos</translation>
    </message>
    <message>
        <source>Independence Day</source>
        <translation>Día de la Independencia</translation>
    </message>
    <message>
        <source>Labor Day</source>
        <translation>Día del Trabajo</translation>
    </message>
    <message>
        <source>Veterans Day</source>
        <translation>Día de los Veteranos</translation>
    </message>
    <message>
        <source>Thanksgiving Day</source>
        <translation>Día de Acción de Gracias</translation>
    </message>
    <message>
        <source>Day After Thanksgiving</source>
        <translation>Día después de Acción de Gracias</translation>
    </message>
    <message>
        <source>Christmas Day</source>
        <translation>Navidad</translation>
    </message>
    <message>
        <source>Local closure</source>
        <translation>Cierre local</translation>
    </message>
    <message>
        <source>{holiday} (observed)</source>
        <translation>{holiday} (trasladado)</translation>
    </message>
</context>
<context>
    <name>Inbox</name>
    <message>
        <source>Manifest</source>
        <translation>Manifiesto</translation>
    </message>
    <message>
        <source>Pump-out</source>
        <translation>Bombeo</translation>
    </message>
    <message>
        <source>Checklist item</source>
        <translation>Punto de la lista de autoinspección</translation>
    </message>
    <message>
        <source>Corrective action</source>
        <translation>Acción correctiva</translation>
    </message>
    <message>
        <source>Incident</source>
        <translation>Incidente</translation>
    </message>
    <message>
        <source>City inspection</source>
        <translation>Inspección de la Ciudad</translation>
    </message>
    <message>
        <source>Training session</source>
        <translation>Sesión de capacitación</translation>
    </message>
    <message>
        <source>There is no kind {kind}; the kinds are: {kinds}.</source>
        <translation>No existe el tipo {kind}; los tipos son: {kinds}.</translation>
    </message>
    <message>
        <source>There is no {kind} {id} in use here.</source>
        <translation>No hay en uso aquí ningún registro de tipo «{kind}» con el número {id}.</translation>
    </message>
    <message>
        <source>There is no photo {id} in the inbox.</source>
        <translation>No hay ninguna foto {id} en la bandeja de entrada.</translation>
    </message>
    <message>
        <source>Photo {id} is not waiting in the inbox: {why}.</source>
        <translation>La foto {id} ya no espera en la bandeja de entrada: {why}.</translation>
    </message>
</context>
<context>
    <name>IncidentElements</name>
    <message>
        <source>the reasons for the discharge or spill</source>
        <translation>los motivos de la descarga o del derrame</translation>
    </message>
    <message>
        <source>the steps taken at once to correct it</source>
        <translation>las medidas tomadas de inmediato para corregirlo</translation>
    </message>
    <message>
        <source>the steps being taken to prevent it from recurring</source>
        <translation>las medidas que se están tomando para evitar que se repita</translation>
    </message>
</context>
<context>
    <name>Incidents</name>
    <message>
        <source>Enter the time as HH:MM, for example 14:30 or 2:30 PM.</source>
        <translation>Escriba la hora como HH:MM, por ejemplo 14:30 o 2:30 p. m.</translation>
    </message>
    <message>
        <source>{label}: {text} is not a time.</source>
        <translation>{label}: {text} no es una hora.</translation>
    </message>
    <message>
        <source>Incident date</source>
        <translation>Fecha del incidente</translation>
    </message>
    <message>
        <source>Incident time</source>
        <translation>Hora del incidente</translation>
    </message>
    <message>
        <source>Enter the date of the incident.</source>
        <translation>Escriba la fecha del incidente.</translation>
    </message>
    <message>
        <source>The incident can&apos;t be in the future.</source>
        <translation>El incidente no puede estar en el futuro.</translation>
    </message>
    <message>
        <source>Choose what happened: {choices}.</source>
        <translation>Elija qué pasó: {choices}.</translation>
    </message>
    <message>
        <source>Choose whom you called: the city or the health department.</source>
        <translation>Elija a quién llamó: a la Ciudad o al Departamento de Salud.</translation>
    </message>
    <message>
        <source>Date of the call</source>
        <translation>Fecha de la llamada</translation>
    </message>
    <message>
        <source>Time of the call</source>
        <translation>Hora de la llamada</translation>
    </message>
    <message>
        <source>Enter the date and time of the call.</source>
        <translation>Escriba la fecha y la hora de la llamada.</translation>
    </message>
    <message>
        <source>The call can&apos;t be before the incident ({when}).</source>
        <translation>La llamada no puede ser anterior al incidente ({when}).</translation>
    </message>
    <message>
        <source>The call can&apos;t be in the future.</source>
        <translation>La llamada no puede estar en el futuro.</translation>
    </message>
    <message>
        <source>Write {what}: the written confirmation must state it (R5).</source>
        <translation>Escriba {what}: la confirmación por escrito debe indicarlo (R5).</translation>
    </message>
    <message>
        <source>Date sent</source>
        <translation>Fecha de envío</translation>
    </message>
    <message>
        <source>Enter the date it was sent.</source>
        <translation>Escriba la fecha en que se envió.</translation>
    </message>
    <message>
        <source>It can&apos;t be sent before the incident.</source>
        <translation>No puede enviarse antes del incidente.</translation>
    </message>
    <message>
        <source>The date {day} is in the future.</source>
        <translation>La fecha {day} está en el futuro.</translation>
    </message>
    <message>
        <source>Choose how: {choices}.</source>
        <translation>Elija cómo: {choices}.</translation>
    </message>
    <message>
        <source>Enter the certified mail number.</source>
        <translation>Escriba el número del correo certificado.</translation>
    </message>
</context>
<context>
    <name>Maintenance</name>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Enter the date of the service.</source>
        <translation>Escriba la fecha del servicio.</translation>
    </message>
    <message>
        <source>The date {day} is in the future; log work done.</source>
        <translation>La fecha {day} está en el futuro; anote trabajos ya hechos.</translation>
    </message>
    <message>
        <source>There is no device {id}.</source>
        <translation>No hay ningún equipo {id}.</translation>
    </message>
    <message>
        <source>Device {id} is void; choose a device in use.</source>
        <translation>El equipo {id} está anulado; elija un equipo en uso.</translation>
    </message>
    <message>
        <source>inches</source>
        <translation>pulgadas</translation>
    </message>
    <message>
        <source>gallons</source>
        <translation>galones</translation>
    </message>
    <message>
        <source>FOG depth</source>
        <translation>Profundidad de FOG</translation>
    </message>
    <message>
        <source>Solids depth</source>
        <translation>Profundidad de sólidos</translation>
    </message>
    <message>
        <source>Gallons removed</source>
        <translation>Galones retirados</translation>
    </message>
    <message>
        <source>Enter both depths of the reading, FOG and solids.</source>
        <translation>Escriba las dos profundidades de la lectura: FOG y sólidos.</translation>
    </message>
    <message>
        <source>A measurement needs the FOG and solids depths.</source>
        <translation>Una medición necesita las profundidades de FOG y de sólidos.</translation>
    </message>
    <message>
        <source>Enter the gallons the hauler removed.</source>
        <translation>Escriba los galones que retiró el transportista.</translation>
    </message>
    <message>
        <source>Enter the contractor who cleaned the lateral or sewer line (R8f).</source>
        <translation>Escriba el contratista que limpió la acometida o la línea de alcantarillado (R8f).</translation>
    </message>
    <message>
        <source>Enter the contractor who cleaned the sewer main (R8b).</source>
        <translation>Escriba el contratista que limpió el colector (R8b).</translation>
    </message>
    <message>
        <source>Service must be one of: {choices}.</source>
        <translation>El servicio debe ser uno de estos: {choices}.</translation>
    </message>
    <message>
        <source>There is no city inspection {number}.</source>
        <translation>No existe la inspección de la ciudad {number}.</translation>
    </message>
    <message>
        <source>City inspection {number} is void; choose an inspection in use.</source>
        <translation>La inspección de la ciudad {number} está anulada; elija una inspección en uso.</translation>
    </message>
    <message>
        <source>Only a Measurement is a level the city&apos;s inspector measured.</source>
        <translation>Solo una Medición puede ser un nivel que midió el inspector de la ciudad.</translation>
    </message>
    <message>
        <source>City inspection {number} was on {day}: a level measured at it has that date.</source>
        <translation>La inspección de la ciudad {number} fue el {day}: un nivel medido en ella lleva esa fecha.</translation>
    </message>
    <message>
        <source>Only a pump-out is confirmed full or partial.</source>
        <translation>Solo un bombeo se confirma como completo o parcial.</translation>
    </message>
    <message>
        <source>This pump-out is void; it meets nothing either way.</source>
        <translation>Este bombeo está anulado; no cumple nada en ningún caso.</translation>
    </message>
    <message>
        <source>Choose what the manifest shows: {choices}.</source>
        <translation>Elija lo que muestra el manifiesto: {choices}.</translation>
    </message>
    <message>
        <source>Say why, e.g. what the hauler&apos;s manifest shows of the tank emptied.</source>
        <translation>Diga por qué, p. ej., lo que muestra el manifiesto del transportista sobre el vaciado del tanque.</translation>
    </message>
</context>
<context>
    <name>MaintenanceFlag</name>
    <message>
        <source>Over 25%</source>
        <translation>Más del 25 %</translation>
    </message>
    <message>
        <source>Possible partial pump-out</source>
        <translation>Posible bombeo parcial</translation>
    </message>
    <message>
        <source>Manifest missing</source>
        <translation>Falta el manifiesto</translation>
    </message>
    <message>
        <source>Partial pump-out</source>
        <translation>Bombeo parcial</translation>
    </message>
    <message>
        <source>manifest {number} noted, not on file</source>
        <translation>manifiesto {number} anotado, pero no archivado</translation>
    </message>
    <message>
        <source>no manifest on file</source>
        <translation>ningún manifiesto archivado</translation>
    </message>
</context>
<context>
    <name>Manifests</name>
    <message>
        <source>Enter the manifest or receipt number.</source>
        <translation>Escriba el número del manifiesto o del recibo.</translation>
    </message>
    <message>
        <source>Enter the hauler (waste hauler or oil recycler).</source>
        <translation>Escriba el transportista (de residuos o recicladora de aceite).</translation>
    </message>
    <message>
        <source>Manifest {number} of {hauler} is recorded already.</source>
        <translation>El manifiesto {number} de {hauler} ya está registrado.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Enter the date on the manifest.</source>
        <translation>Escriba la fecha del manifiesto.</translation>
    </message>
    <message>
        <source>The date {day} is in the future.</source>
        <translation>La fecha {day} está en el futuro.</translation>
    </message>
    <message>
        <source>Waste type must be one of: {choices}.</source>
        <translation>El tipo de residuo debe ser uno de estos: {choices}.</translation>
    </message>
    <message>
        <source>Gallons</source>
        <translation>Galones</translation>
    </message>
    <message>
        <source>Invoice amount</source>
        <translation>Monto de la factura</translation>
    </message>
    <message>
        <source>Only a pump-out has a manifest.</source>
        <translation>Solo un bombeo tiene manifiesto.</translation>
    </message>
    <message>
        <source>Choose a manifest of this establishment in use.</source>
        <translation>Elija un manifiesto en uso de este establecimiento.</translation>
    </message>
</context>
<context>
    <name>Missed</name>
    <message>
        <source>{day} is not the last day of a half-year: a half ends on June 30 or December 31.</source>
        <translation>El {day} no es el último día de un semestre: un semestre termina el 30 de junio o el 31 de diciembre.</translation>
    </message>
    <message>
        <source>The half-year ending {day} has not ended yet: a signed session by then still meets it.</source>
        <translation>El semestre que termina el {day} todavía no ha terminado: una sesión firmada hasta esa fecha aún lo cumple.</translation>
    </message>
    <message>
        <source>{who} owed no half-year training for the half ending {day}: not employed on its last day, or the new-hire training took its place.</source>
        <translation>{who} no debía capacitación semestral en el semestre que termina el {day}: no trabajaba aquí su último día, o la capacitación de empleado nuevo la reemplazó.</translation>
    </message>
    <message>
        <source>{who} was trained on {met}, inside the half from {start} to {end}: it was not missed.</source>
        <translation>{who} recibió capacitación el {met}, dentro del semestre del {start} al {end}: se cumplió.</translation>
    </message>
    <message>
        <source>Enter the Employee ID of the person who missed it.</source>
        <translation>Escriba el ID de empleado de la persona que no la cumplió.</translation>
    </message>
    <message>
        <source>There is no employee {id} on the roster.</source>
        <translation>No hay ningún empleado {id} en la lista de personal.</translation>
    </message>
    <message>
        <source>Half ending</source>
        <translation>Semestre que termina</translation>
    </message>
    <message>
        <source>Enter the last day of the missed half-year, e.g. {example} (R4).</source>
        <translation>Escriba el último día del semestre no cumplido, p. ej. {example} (R4).</translation>
    </message>
    <message>
        <source>The missed half ending {day} of {who} is explained already; void that explanation to write another.</source>
        <translation>El semestre no cumplido que termina el {day} de {who} ya tiene explicación; anule esa explicación para escribir otra.</translation>
    </message>
    <message>
        <source>Say what happened and what was done about it.</source>
        <translation>Indique qué pasó y qué se hizo al respecto.</translation>
    </message>
</context>
<context>
    <name>Ordinance</name>
    <message>
        <source>An interceptor is serviced at once above {value}% of its depth</source>
        <translation>Un interceptor se limpia de inmediato cuando pasa del {value} % de su profundidad</translation>
    </message>
    <message>
        <source>An interceptor with no approved frequency is pumped {value}</source>
        <translation>Un interceptor sin frecuencia aprobada se bombea {value}</translation>
    </message>
    <message>
        <source>No approved frequency is longer than {value}</source>
        <translation>Ninguna frecuencia aprobada es mayor de {value}</translation>
    </message>
    <message>
        <source>A grease trap is cleaned {value}</source>
        <translation>Una trampa de grasa se limpia {value}</translation>
    </message>
    <message>
        <source>A new employee is trained within {value} days of hire</source>
        <translation>Un empleado nuevo se capacita dentro de los {value} días siguientes a su contratación</translation>
    </message>
    <message>
        <source>Every employee is trained {value} times each calendar year</source>
        <translation>Cada empleado se capacita {value} veces en cada año calendario</translation>
    </message>
    <message>
        <source>An incident is confirmed in writing within {value} working days</source>
        <translation>Un incidente se confirma por escrito dentro de {value} días hábiles</translation>
    </message>
    <message>
        <source>Records are kept at least {value} months</source>
        <translation>Los registros se guardan al menos {value} meses</translation>
    </message>
    <message>
        <source>A remodel or process change is noticed {value} days ahead</source>
        <translation>Una remodelación o un cambio de proceso se avisa con {value} días de anticipación</translation>
    </message>
    <message>
        <source>An interceptor is installed within {value} days of a waiver&apos;s revocation</source>
        <translation>Un interceptor se instala dentro de los {value} días siguientes a la revocación de una exención</translation>
    </message>
    <message>
        <source>A hearing request reaches the city within {value} days</source>
        <translation>Una solicitud de audiencia llega a la Ciudad dentro de {value} días</translation>
    </message>
    <message>
        <source>An appeal is filed by 5 p.m. on day {value} after the order&apos;s mailing</source>
        <translation>Una apelación se presenta antes de las 5 p. m. del día {value} después del envío de la orden</translation>
    </message>
    <message>
        <source>An appeal of the city manager&apos;s order is filed by 5 p.m. on day {value} after it is served</source>
        <translation>Una apelación de la orden del administrador municipal se presenta antes de las 5 p. m. del día {value} después de su notificación</translation>
    </message>
    <message>
        <source>A civil penalty is paid within {value} days of a final order</source>
        <translation>Una multa civil se paga dentro de los {value} días siguientes a que la orden quede firme</translation>
    </message>
    <message>
        <source>City cleanup or repair costs are paid within {value} days</source>
        <translation>Los costos de limpieza o reparación de la Ciudad se pagan dentro de {value} días</translation>
    </message>
    <message>
        <source>A noncompliance fee is delinquent {value} days after its invoice</source>
        <translation>Un cargo por incumplimiento queda en mora {value} días después de su factura</translation>
    </message>
    <message>
        <source>An interceptor is installed within {value} days of the city&apos;s notice</source>
        <translation>Un interceptor se instala dentro de los {value} días siguientes al aviso de la Ciudad</translation>
    </message>
    <message>
        <source>There is no ordinance profile {key}; there are: {keys}.</source>
        <translation>No hay ningún perfil de ordenanza {key}; los que hay son: {keys}.</translation>
    </message>
</context>
<context>
    <name>Parse</name>
    <message>
        <source>{value} is not a date</source>
        <translation>{value} no es una fecha</translation>
    </message>
    <message>
        <source>{day} is not a date from {first} to {last}</source>
        <translation>{day} no es una fecha entre {first} y {last}</translation>
    </message>
    <message>
        <source>Enter the date like {example}.</source>
        <translation>Escriba la fecha así: {example}.</translation>
    </message>
    <message>
        <source>{label}: {text} is not a number of {unit}; type it in plain digits, for example 1000 or 12.5.</source>
        <translation>{label}: {text} no es un número de {unit}; escríbalo solo con cifras, por ejemplo 1000 o 12.5.</translation>
    </message>
    <message>
        <source>{label}: {text} is not a number; type it in plain digits, for example 1000 or 12.5.</source>
        <translation>{label}: {text} no es un número; escríbalo solo con cifras, por ejemplo 1000 o 12.5.</translation>
    </message>
    <message>
        <source>{label} must be more than 0{unit}.</source>
        <translation>{label} debe ser mayor que 0{unit}.</translation>
    </message>
    <message>
        <source>{label} can&apos;t be negative.</source>
        <translation>{label} no puede ser negativo.</translation>
    </message>
    <message>
        <source>{label}: {text} is too large; at most {largest}{unit}.</source>
        <translation>{label}: {text} es demasiado grande; como máximo {largest}{unit}.</translation>
    </message>
    <message>
        <source>{label}: {text} has more decimals than the {scale} this field holds; type it with {scale} at most (a value is stored as typed, never rounded).</source>
        <translation>{label}: {text} tiene más decimales que los {scale} que admite este campo; escríbalo con {scale} como máximo (el valor se guarda tal como se escribe, nunca se redondea).</translation>
    </message>
    <message>
        <source>{label}: {text} is not a whole number of 1 or more.</source>
        <translation>{label}: {text} no es un número entero de 1 o más.</translation>
    </message>
    <message>
        <source>{label}: {text} is too large; at most {largest}.</source>
        <translation>{label}: {text} es demasiado grande; como máximo {largest}.</translation>
    </message>
    <message>
        <source>The text holds {reason}; retype it.</source>
        <translation>El texto contiene {reason}; vuelva a escribirlo.</translation>
    </message>
    <message>
        <source>a NUL character</source>
        <translation>un carácter NUL</translation>
    </message>
    <message>
        <source>a control character (U+{code:04X})</source>
        <translation>un carácter de control (U+{code:04X})</translation>
    </message>
    <message>
        <source>a byte that is not UTF-8</source>
        <translation>un byte que no es UTF-8</translation>
    </message>
</context>
<context>
    <name>PhoneCapture</name>
    <message>
        <source>{name} is not a photo; it was refused.</source>
        <translation>{name} no es una foto; se ha rechazado.</translation>
    </message>
    <message>
        <source>{name} is damaged: its size can&apos;t be read.</source>
        <translation>{name} está dañada: no se puede leer su tamaño.</translation>
    </message>
    <message>
        <source>{name} claims more pixels than any camera takes; it was refused.</source>
        <translation>{name} dice tener más píxeles de los que toma cualquier cámara; se ha rechazado.</translation>
    </message>
</context>
<context>
    <name>Phones</name>
    <message>
        <source>{typed} is not a phone number: type its digits, like {example}, and an extension as ext. 12.</source>
        <translation>{typed} no es un número de teléfono: escriba sus dígitos, como {example}, y la extensión como ext. 12.</translation>
    </message>
    <message>
        <source>{typed} has {count} digits after the +: a number with its country code has 8 to 15.</source>
        <translation>{typed} tiene {count} dígitos después del +: un número con su código de país tiene de 8 a 15.</translation>
    </message>
    <message>
        <source>{typed} has {count} digits: a phone number has 10, the area code first, like {example}.</source>
        <translation>{typed} tiene {count} dígitos: un número de teléfono tiene 10, con el código de área primero, como {example}.</translation>
    </message>
    <message>
        <source>{typed} can&apos;t be dialled: neither the area code nor the next three digits start with 0 or 1.</source>
        <translation>No se puede marcar {typed}: ni el código de área ni los tres dígitos siguientes empiezan con 0 o 1.</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>attachment</source>
        <translation>archivo adjunto</translation>
    </message>
    <message>
        <source>calendar change</source>
        <translation>cambio del calendario</translation>
    </message>
    <message>
        <source>device</source>
        <translation>equipo</translation>
    </message>
    <message>
        <source>employee</source>
        <translation>empleado</translation>
    </message>
    <message>
        <source>establishment</source>
        <translation>establecimiento</translation>
    </message>
    <message>
        <source>incident</source>
        <translation>incidente</translation>
    </message>
    <message>
        <source>phone notice</source>
        <translation>aviso telefónico</translation>
    </message>
    <message>
        <source>There is no {noun} with id {id}.</source>
        <translation>No se encontró el registro ({noun}) con id {id}.</translation>
    </message>
    <message>
        <source>maintenance entry</source>
        <translation>anotación de mantenimiento</translation>
    </message>
    <message>
        <source>manifest</source>
        <translation>manifiesto</translation>
    </message>
    <message>
        <source>explanation of a missed training</source>
        <translation>explicación de una capacitación no cumplida</translation>
    </message>
    <message>
        <source>At most {limit} characters; this has {count}.</source>
        <translation>Como máximo {limit} caracteres; este tiene {count}.</translation>
    </message>
    <message>
        <source>{record} is void and can&apos;t be amended.</source>
        <translation>Este registro está anulado y no se puede corregir ({record}).</translation>
    </message>
    <message>
        <source>Say why this record is void; the reason is kept.</source>
        <translation>Indique por qué se anula este registro; el motivo se conserva.</translation>
    </message>
    <message>
        <source>{record} is void already.</source>
        <translation>Este registro ya está anulado ({record}).</translation>
    </message>
    <message>
        <source>training session</source>
        <translation>sesión de capacitación</translation>
    </message>
    <message>
        <source>sign-off</source>
        <translation>firma</translation>
    </message>
    <message>
        <source>city inspection</source>
        <translation>inspección de la Ciudad</translation>
    </message>
    <message>
        <source>compliance schedule milestone</source>
        <translation>etapa del calendario de cumplimiento</translation>
    </message>
    <message>
        <source>notice of violation</source>
        <translation>aviso de infracción</translation>
    </message>
    <message>
        <source>frequency approval</source>
        <translation>aprobación de frecuencia</translation>
    </message>
    <message>
        <source>self-inspection interval</source>
        <translation>intervalo de autoinspección</translation>
    </message>
    <message>
        <source>additive authorization</source>
        <translation>autorización de aditivo</translation>
    </message>
    <message>
        <source>self-inspection checklist</source>
        <translation>lista de autoinspección</translation>
    </message>
    <message>
        <source>checklist answer</source>
        <translation>respuesta de la lista</translation>
    </message>
    <message>
        <source>corrective action</source>
        <translation>acción correctiva</translation>
    </message>
    <message>
        <source>planned change</source>
        <translation>cambio planificado</translation>
    </message>
    <message>
        <source>conditional waiver</source>
        <translation>exención condicional</translation>
    </message>
    <message>
        <source>fee payment</source>
        <translation>pago de la cuota</translation>
    </message>
    <message>
        <source>ordinance profile</source>
        <translation>perfil de ordenanza</translation>
    </message>
    <message>
        <source>progress report</source>
        <translation>informe de avance</translation>
    </message>
    <message>
        <source>request to the hauler</source>
        <translation>solicitud al transportista</translation>
    </message>
</context>
<context>
    <name>RecordsBegin</name>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Enter the date.</source>
        <translation>Escriba la fecha.</translation>
    </message>
    <message>
        <source>The date {day} is in the future.</source>
        <translation>La fecha {day} está en el futuro.</translation>
    </message>
    <message>
        <source>The date {day} is after the records began ({begins}): record it as usual.</source>
        <translation>La fecha {day} es posterior al inicio de los registros ({begins}): regístrelo como de costumbre.</translation>
    </message>
    <message>
        <source>Choose the kind of that training.</source>
        <translation>Elija el tipo de esa capacitación.</translation>
    </message>
    <message>
        <source>{name} was hired on {hired}, after {day}.</source>
        <translation>{name} fue contratado el {hired}, después del {day}.</translation>
    </message>
    <message>
        <source>Give the date of that last training too.</source>
        <translation>Indique también la fecha de esa última capacitación.</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>The database file {path} is damaged: {problem}.</source>
        <translation>El archivo de la base de datos {path} está dañado: {problem}.</translation>
    </message>
</context>
<context>
    <name>Reminders</name>
    <message>
        <source>You may ask for a hearing on {notice} until {day} ({left})</source>
        <translation>Puede pedir una audiencia sobre {notice} hasta el {day} ({left})</translation>
    </message>
    <message>
        <source>You may appeal the order on {notice} until 5 p.m. on {day} ({left})</source>
        <translation>Puede apelar la orden sobre {notice} hasta las 5 p. m. del {day} ({left})</translation>
    </message>
    <message>
        <source>{duty} {subject}, {when}</source>
        <translation>{duty} {subject}, {when}</translation>
    </message>
    <message>
        <source>{establishment}: {line}</source>
        <translation>{establishment}: {line}</translation>
    </message>
    <message>
        <source>Nothing overdue or due within 14 days</source>
        <translation>Nada vencido ni por vencer en 14 días</translation>
    </message>
    <message>
        <source>{overdue} overdue, {soon} due within 14 days</source>
        <translation>Vencidos: {overdue}; por vencer en 14 días: {soon}</translation>
    </message>
    <message numerus="yes">
        <source>{counts}; %n right(s) you may still use</source>
        <translation>
            <numerusform>{counts}; %n derecho que aún puede ejercer</numerusform>
            <numerusform>{counts}; %n derechos que aún puede ejercer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more: open FOG Desktop to see them all</source>
        <translation>
            <numerusform>y %n más: abra FOG Desktop para verlos todos</numerusform>
            <numerusform>y %n más: abra FOG Desktop para verlos todos</numerusform>
        </translation>
    </message>
    <message>
        <source>As of {day}: nothing overdue or due within {soon} days.</source>
        <translation>Al {day}: nada vencido ni por vencer en {soon} días.</translation>
    </message>
    <message>
        <source>As of {day}: {title}</source>
        <translation>Al {day}: {title}</translation>
    </message>
    <message numerus="yes">
        <source>%n overdue</source>
        <translation>
            <numerusform>%n vencido</numerusform>
            <numerusform>%n vencidos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n due within {soon} days</source>
        <translation>
            <numerusform>%n por vencer en {soon} días</numerusform>
            <numerusform>%n por vencer en {soon} días</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n right(s) ending within {soon} days</source>
        <translation>
            <numerusform>%n derecho que termina en {soon} días</numerusform>
            <numerusform>%n derechos que terminan en {soon} días</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing due</source>
        <translation>Nada pendiente</translation>
    </message>
    <message>
        <source>the last day</source>
        <translation>el último día</translation>
    </message>
    <message>
        <source>tomorrow</source>
        <translation>mañana</translation>
    </message>
    <message>
        <source>in {days}</source>
        <translation>en {days}</translation>
    </message>
    <message>
        <source>overdue since {day} ({days})</source>
        <translation>venció el {day} (hace {days})</translation>
    </message>
    <message>
        <source>due today</source>
        <translation>vence hoy</translation>
    </message>
    <message>
        <source>due tomorrow</source>
        <translation>vence mañana</translation>
    </message>
    <message>
        <source>due {day} (in {days})</source>
        <translation>vence el {day} (en {days})</translation>
    </message>
</context>
<context>
    <name>SelfInspection</name>
    <message>
        <source>Enter how often the checklist is walked, from 1 week to 3 months, e.g. 1 month or 2 weeks (R8c).</source>
        <translation>Indique cada cuánto se recorre la lista, de 1 semana a 3 meses, p. ej. 1 mes o 2 semanas (R8c).</translation>
    </message>
    <message>
        <source>Enter the additive&apos;s name as the authorization gives it.</source>
        <translation>Escriba el nombre del aditivo tal como figura en la autorización.</translation>
    </message>
    <message>
        <source>Authorized on</source>
        <translation>Autorizado el</translation>
    </message>
    <message>
        <source>Enter the date of the written authorization.</source>
        <translation>Indique la fecha de la autorización por escrito.</translation>
    </message>
    <message>
        <source>The date {day} is in the future.</source>
        <translation>La fecha {day} es futura.</translation>
    </message>
    <message>
        <source>Attach the written authorization: it counts only on file.</source>
        <translation>Adjunte la autorización por escrito: solo cuenta si está archivada.</translation>
    </message>
    <message>
        <source>{item} is not an item of the checklist.</source>
        <translation>{item} no es un punto de la lista.</translation>
    </message>
    <message>
        <source>Answer each item of the checklist once.</source>
        <translation>Responda cada punto de la lista una sola vez.</translation>
    </message>
    <message>
        <source>Answer {item}: OK, Not OK or Not applicable.</source>
        <translation>Responda {item}: conforme, no conforme o no aplica.</translation>
    </message>
    <message>
        <source>Say what is wrong: a corrective action is due for it.</source>
        <translation>Indique qué está mal: se debe una acción correctiva.</translation>
    </message>
    <message>
        <source>Date of the checklist</source>
        <translation>Fecha de la lista</translation>
    </message>
    <message>
        <source>Enter the day the checklist was walked.</source>
        <translation>Indique el día en que se recorrió la lista.</translation>
    </message>
    <message>
        <source>Enter who walked the checklist.</source>
        <translation>Indique quién recorrió la lista.</translation>
    </message>
    <message>
        <source>{item} is answered already in the checklist of {day}.</source>
        <translation>{item} ya tiene respuesta en la lista del {day}.</translation>
    </message>
    <message>
        <source>There is no checklist answer with id {id}.</source>
        <translation>No hay ninguna respuesta de la lista con el id {id}.</translation>
    </message>
    <message>
        <source>The checklist of {day} is void: there is nothing to fix.</source>
        <translation>La lista de verificación del {day} está anulada: no hay nada que corregir.</translation>
    </message>
    <message>
        <source>{item} of the checklist of {day} is not an item found Not OK: there is nothing to fix.</source>
        <translation>{item} de la lista del {day} no es un punto no conforme: no hay nada que corregir.</translation>
    </message>
    <message>
        <source>{item} of the checklist of {day} is recorded as fixed already; void that record to write another.</source>
        <translation>{item} de la lista del {day} ya figura como corregido; anule ese registro para escribir otro.</translation>
    </message>
    <message>
        <source>Fixed on</source>
        <translation>Corregido el</translation>
    </message>
    <message>
        <source>Enter the day it was fixed.</source>
        <translation>Indique el día en que se corrigió.</translation>
    </message>
    <message>
        <source>It can&apos;t be fixed before the checklist found it, on {day}.</source>
        <translation>No puede corregirse antes de que la lista lo encontrara, el {day}.</translation>
    </message>
    <message>
        <source>Say what was done to fix it.</source>
        <translation>Diga qué se hizo para corregirlo.</translation>
    </message>
</context>
<context>
    <name>Setup</name>
    <message>
        <source>Enter the city&apos;s phone number for spill notices: after a spill you must phone it at once (R5).</source>
        <translation>Escriba el número de teléfono de la Ciudad para avisos de derrames: después de un derrame debe llamar de inmediato (R5).</translation>
    </message>
    <message>
        <source>Enter the health department&apos;s phone number: after a spill you must phone it at once (R5).</source>
        <translation>Escriba el número de teléfono del Departamento de Salud: después de un derrame debe llamar de inmediato (R5).</translation>
    </message>
    <message>
        <source>Add at least one grease interceptor, trap or other device.</source>
        <translation>Agregue al menos un interceptor de grasa, una trampa de grasa u otro equipo.</translation>
    </message>
</context>
<context>
    <name>Sludge</name>
    <message>
        <source>The device has no design depth, so no percent.</source>
        <translation>El equipo no tiene profundidad de diseño, así que no hay porcentaje.</translation>
    </message>
    <message>
        <source>The FOG depth can&apos;t be negative.</source>
        <translation>La profundidad de FOG no puede ser negativa.</translation>
    </message>
    <message>
        <source>The solids depth can&apos;t be negative.</source>
        <translation>La profundidad de sólidos no puede ser negativa.</translation>
    </message>
    <message>
        <source>FOG and solids together ({total} in) are deeper than the device&apos;s design depth ({design} in).</source>
        <translation>FOG y sólidos juntos ({total} pulg.) superan la profundidad de diseño del equipo ({design} pulg.).</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Enter the date of the session.</source>
        <translation>Escriba la fecha de la sesión.</translation>
    </message>
    <message>
        <source>The date {day} is in the future.</source>
        <translation>La fecha {day} está en el futuro.</translation>
    </message>
    <message>
        <source>Enter who gave the training.</source>
        <translation>Escriba quién dio la capacitación.</translation>
    </message>
    <message>
        <source>Tick the topics reviewed: the log must show them (R4).</source>
        <translation>Marque los temas revisados: el registro debe mostrarlos (R4).</translation>
    </message>
    <message>
        <source>Type each topic on one line, without a semicolon.</source>
        <translation>Escriba cada tema en una sola línea, sin punto y coma.</translation>
    </message>
    <message>
        <source>Kind must be one of: {choices}.</source>
        <translation>El tipo debe ser uno de estos: {choices}.</translation>
    </message>
    <message>
        <source>There is no employee {id}.</source>
        <translation>No hay ningún empleado {id}.</translation>
    </message>
    <message>
        <source>{name} was not employed here on {day}.</source>
        <translation>{name} no trabajaba aquí el {day}.</translation>
    </message>
    <message>
        <source>Add the employees who attended.</source>
        <translation>Agregue a los empleados que asistieron.</translation>
    </message>
    <message>
        <source>This sign-off is void.</source>
        <translation>Esta firma está anulada.</translation>
    </message>
    <message>
        <source>{name} has signed or attested already. A sign-off made can&apos;t be changed: correct it, which keeps the old one and adds a new one to sign.</source>
        <translation>{name} ya firmó o hizo su declaración. Una firma hecha no se puede cambiar: corríjala, lo que conserva la anterior y agrega una nueva para firmar.</translation>
    </message>
    <message>
        <source>The signature must be a PNG image.</source>
        <translation>La firma debe ser una imagen PNG.</translation>
    </message>
    <message>
        <source>Type the name exactly as on the roster: {name}.</source>
        <translation>Escriba el nombre exactamente como en la lista de personal: {name}.</translation>
    </message>
    <message>
        <source>Not listed in this session: {ids}.</source>
        <translation>No figuran en esta sesión: {ids}.</translation>
    </message>
</context>
<context>
    <name>ViolationSteps</name>
    <message>
        <source>Hearing request received by the city</source>
        <translation>Solicitud de audiencia recibida por la Ciudad</translation>
    </message>
    <message>
        <source>Hearing held</source>
        <translation>Audiencia celebrada</translation>
    </message>
    <message>
        <source>Hearing outcome</source>
        <translation>Resultado de la audiencia</translation>
    </message>
    <message>
        <source>Hearing officer&apos;s order mailed</source>
        <translation>Orden del funcionario de audiencias enviada</translation>
    </message>
    <message>
        <source>Appeal filed with the city clerk</source>
        <translation>Apelación presentada al secretario municipal</translation>
    </message>
    <message>
        <source>Order final</source>
        <translation>Orden firme</translation>
    </message>
    <message>
        <source>Civil penalty ordered</source>
        <translation>Multa civil impuesta</translation>
    </message>
    <message>
        <source>Civil penalty paid</source>
        <translation>Multa civil pagada</translation>
    </message>
    <message>
        <source>Cleanup costs invoiced</source>
        <translation>Costos de limpieza facturados</translation>
    </message>
    <message>
        <source>Cleanup costs paid</source>
        <translation>Costos de limpieza pagados</translation>
    </message>
    <message>
        <source>City notice to install an interceptor</source>
        <translation>Aviso de la Ciudad para instalar un interceptor</translation>
    </message>
    <message>
        <source>Interceptor installed</source>
        <translation>Interceptor instalado</translation>
    </message>
    <message>
        <source>Noncompliance fee paid</source>
        <translation>Cargo por incumplimiento pagado</translation>
    </message>
    <message>
        <source>City manager&apos;s order served</source>
        <translation>Orden del administrador municipal notificada</translation>
    </message>
</context>
<context>
    <name>Waivers</name>
    <message>
        <source>The date {day} is in the future.</source>
        <translation>La fecha {day} está en el futuro.</translation>
    </message>
    <message>
        <source>Only a contractor&apos;s cleanings have an interval.</source>
        <translation>Solo las limpiezas por contratista tienen una frecuencia.</translation>
    </message>
    <message>
        <source>Enter how often the city wants the sewer main cleaned, e.g. 6 months.</source>
        <translation>Escriba cada cuánto quiere la Ciudad que se limpie el colector, p. ej., 6 months.</translation>
    </message>
    <message>
        <source>{text} is not an interval like 6 months, 90 days or 2 weeks.</source>
        <translation>{text} no es una frecuencia como 6 months, 90 days o 2 weeks.</translation>
    </message>
    <message>
        <source>An interval can&apos;t be longer than {years} years.</source>
        <translation>La frecuencia no puede ser de más de {years} años.</translation>
    </message>
    <message>
        <source>Granted on</source>
        <translation>Otorgada el</translation>
    </message>
    <message>
        <source>Enter the date of the program manager&apos;s waiver.</source>
        <translation>Escriba la fecha de la exención del administrador del programa.</translation>
    </message>
    <message>
        <source>Write the waiver&apos;s terms and conditions as granted.</source>
        <translation>Escriba los términos y condiciones de la exención tal como se otorgó.</translation>
    </message>
    <message>
        <source>Choose what is done instead of an interceptor: {choices}.</source>
        <translation>Elija qué se hace en lugar de un interceptor: {choices}.</translation>
    </message>
    <message>
        <source>It was revoked on {day}: it can&apos;t be granted after.</source>
        <translation>Se revocó el {day}: no puede otorgarse después.</translation>
    </message>
    <message>
        <source>Revoked on</source>
        <translation>Revocada el</translation>
    </message>
    <message>
        <source>Enter the day the waiver was revoked.</source>
        <translation>Escriba el día en que se revocó la exención.</translation>
    </message>
    <message>
        <source>It was granted on {day}: it can&apos;t be revoked before.</source>
        <translation>Se otorgó el {day}: no puede revocarse antes.</translation>
    </message>
    <message>
        <source>The waiver is void; it owes no fee.</source>
        <translation>La exención está anulada; no debe ninguna cuota.</translation>
    </message>
    <message>
        <source>This waiver&apos;s sewer main is cleaned by a contractor: no fee.</source>
        <translation>El colector de esta exención lo limpia un contratista: no hay cuota.</translation>
    </message>
    <message>
        <source>Paid on</source>
        <translation>Pagada el</translation>
    </message>
    <message>
        <source>Enter the day the fee was paid.</source>
        <translation>Escriba el día en que se pagó la cuota.</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Importe</translation>
    </message>
</context>
<context>
    <name>Word</name>
    <message>
        <source>Recorded</source>
        <translation>Registrado</translation>
    </message>
    <message>
        <source>Amended</source>
        <translation>Corregido</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>Anulado</translation>
    </message>
    <message>
        <source>Grease interceptor</source>
        <translation>Interceptor de grasa</translation>
    </message>
    <message>
        <source>Grease trap</source>
        <translation>Trampa de grasa</translation>
    </message>
    <message>
        <source>Other grease control device</source>
        <translation>Otro equipo de control de grasa</translation>
    </message>
    <message>
        <source>days</source>
        <translation>días</translation>
    </message>
    <message>
        <source>weeks</source>
        <translation>semanas</translation>
    </message>
    <message>
        <source>months</source>
        <translation>meses</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Cerrado</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abierto</translation>
    </message>
    <message>
        <source>Spill</source>
        <translation>Derrame</translation>
    </message>
    <message>
        <source>Blockage</source>
        <translation>Obstrucción</translation>
    </message>
    <message>
        <source>Equipment breakdown</source>
        <translation>Falla del equipo</translation>
    </message>
    <message>
        <source>Accident</source>
        <translation>Accidente</translation>
    </message>
    <message>
        <source>Human error</source>
        <translation>Error humano</translation>
    </message>
    <message>
        <source>Mail</source>
        <translation>Correo postal</translation>
    </message>
    <message>
        <source>Certified mail</source>
        <translation>Correo certificado</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>Correo electrónico</translation>
    </message>
    <message>
        <source>Hand delivery</source>
        <translation>Entrega en mano</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Ciudad</translation>
    </message>
    <message>
        <source>Health department</source>
        <translation>Departamento de Salud</translation>
    </message>
    <message>
        <source>Pump-out</source>
        <translation>Bombeo</translation>
    </message>
    <message>
        <source>Cleaning</source>
        <translation>Limpieza</translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation>Medición</translation>
    </message>
    <message>
        <source>Inspection</source>
        <translation>Inspección</translation>
    </message>
    <message>
        <source>Lateral / sewer cleaning</source>
        <translation>Limpieza de acometida / alcantarillado</translation>
    </message>
    <message>
        <source>Interceptor contents</source>
        <translation>Contenido del interceptor</translation>
    </message>
    <message>
        <source>Trap contents</source>
        <translation>Contenido de la trampa</translation>
    </message>
    <message>
        <source>Waste cooking oil</source>
        <translation>Aceite de cocina usado</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Teléfono</translation>
    </message>
    <message>
        <source>In person</source>
        <translation>En persona</translation>
    </message>
    <message>
        <source>Confirmed full</source>
        <translation>Confirmado completo</translation>
    </message>
    <message>
        <source>Partial</source>
        <translation>Parcial</translation>
    </message>
    <message>
        <source>New-hire</source>
        <translation>Empleado nuevo</translation>
    </message>
    <message>
        <source>Semiannual</source>
        <translation>Semestral</translation>
    </message>
    <message>
        <source>Refresher</source>
        <translation>Repaso</translation>
    </message>
    <message>
        <source>pad</source>
        <translation>tableta de firma</translation>
    </message>
    <message>
        <source>typed</source>
        <translation>escrita</translation>
    </message>
    <message>
        <source>paper</source>
        <translation>en papel</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Signature on file</source>
        <translation>Firma archivada</translation>
    </message>
    <message>
        <source>Typed attestation</source>
        <translation>Declaración escrita</translation>
    </message>
    <message>
        <source>Unsigned</source>
        <translation>Sin firmar</translation>
    </message>
    <message>
        <source>In compliance</source>
        <translation>En cumplimiento</translation>
    </message>
    <message>
        <source>Noncompliance found</source>
        <translation>Incumplimiento encontrado</translation>
    </message>
    <message>
        <source>Mailed</source>
        <translation>Enviado por correo</translation>
    </message>
    <message>
        <source>Posted</source>
        <translation>Fijado en el local</translation>
    </message>
    <message>
        <source>Handed over</source>
        <translation>Entregado en mano</translation>
    </message>
    <message>
        <source>Upheld</source>
        <translation>Confirmado</translation>
    </message>
    <message>
        <source>Modified</source>
        <translation>Modificado</translation>
    </message>
    <message>
        <source>Reversed</source>
        <translation>Revocado</translation>
    </message>
    <message>
        <source>Notice of violation</source>
        <translation>Aviso de infracción</translation>
    </message>
    <message>
        <source>Administrative complaint</source>
        <translation>Denuncia administrativa</translation>
    </message>
    <message>
        <source>Licence suspension</source>
        <translation>Suspensión de licencia</translation>
    </message>
    <message>
        <source>Licence revocation</source>
        <translation>Revocación de licencia</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Conforme</translation>
    </message>
    <message>
        <source>Not OK</source>
        <translation>No conforme</translation>
    </message>
    <message>
        <source>Not applicable</source>
        <translation>No aplica</translation>
    </message>
    <message>
        <source>Grease cleaning fee</source>
        <translation>Cuota de limpieza de grasa</translation>
    </message>
    <message>
        <source>Contractor cleaning</source>
        <translation>Limpieza por contratista</translation>
    </message>
    <message>
        <source>Service now</source>
        <translation>Dar servicio ya</translation>
    </message>
    <message>
        <source>Your right</source>
        <translation>Su derecho</translation>
    </message>
    <message>
        <source>Early pump-out</source>
        <translation>Bombeo anticipado</translation>
    </message>
    <message>
        <source>Trap cleaning</source>
        <translation>Limpieza de trampa</translation>
    </message>
    <message>
        <source>New-hire training</source>
        <translation>Capacitación de empleado nuevo</translation>
    </message>
    <message>
        <source>Semiannual training</source>
        <translation>Capacitación semestral</translation>
    </message>
    <message>
        <source>Annual training</source>
        <translation>Capacitación anual</translation>
    </message>
    <message>
        <source>Four-monthly training</source>
        <translation>Capacitación cuatrimestral</translation>
    </message>
    <message>
        <source>Quarterly training</source>
        <translation>Capacitación trimestral</translation>
    </message>
    <message>
        <source>Two-monthly training</source>
        <translation>Capacitación bimestral</translation>
    </message>
    <message>
        <source>Monthly training</source>
        <translation>Capacitación mensual</translation>
    </message>
    <message>
        <source>City phone notice</source>
        <translation>Aviso telefónico a la Ciudad</translation>
    </message>
    <message>
        <source>Health dept phone notice</source>
        <translation>Aviso telefónico a Salud</translation>
    </message>
    <message>
        <source>Written confirmation</source>
        <translation>Confirmación por escrito</translation>
    </message>
    <message>
        <source>Hearing request</source>
        <translation>Solicitud de audiencia</translation>
    </message>
    <message>
        <source>Appeal</source>
        <translation>Apelación</translation>
    </message>
    <message>
        <source>Civil penalty payment</source>
        <translation>Pago de multa civil</translation>
    </message>
    <message>
        <source>Cleanup cost payment</source>
        <translation>Pago de costos de limpieza</translation>
    </message>
    <message>
        <source>Noncompliance fee payment</source>
        <translation>Pago del cargo por incumplimiento</translation>
    </message>
    <message>
        <source>Interceptor installation</source>
        <translation>Instalación de interceptor</translation>
    </message>
    <message>
        <source>Interceptor after revocation</source>
        <translation>Interceptor tras la revocación</translation>
    </message>
    <message>
        <source>Compliance milestone</source>
        <translation>Etapa de cumplimiento</translation>
    </message>
    <message>
        <source>Progress report</source>
        <translation>Informe de avance</translation>
    </message>
    <message>
        <source>Self-inspection</source>
        <translation>Autoinspección</translation>
    </message>
    <message>
        <source>Corrective action</source>
        <translation>Acción correctiva</translation>
    </message>
    <message>
        <source>Planned change notice</source>
        <translation>Aviso de cambio planificado</translation>
    </message>
    <message>
        <source>Waiver fee</source>
        <translation>Cuota de la exención</translation>
    </message>
    <message>
        <source>Before records began</source>
        <translation>Antes del inicio de los registros</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>Al día</translation>
    </message>
    <message>
        <source>Expected to exceed the discharge limits</source>
        <translation>Se prevé superar los límites de descarga</translation>
    </message>
    <message>
        <source>Sewer main cleaning</source>
        <translation>Limpieza del colector</translation>
    </message>
    <message>
        <source>Met</source>
        <translation>Cumplido</translation>
    </message>
    <message>
        <source>Upcoming</source>
        <translation>Próximo</translation>
    </message>
    <message>
        <source>Due soon</source>
        <translation>Vence pronto</translation>
    </message>
    <message>
        <source>Overdue</source>
        <translation>Vencido</translation>
    </message>
    <message>
        <source>Met late</source>
        <translation>Cumplido tarde</translation>
    </message>
    <message>
        <source>Missed</source>
        <translation>No cumplido</translation>
    </message>
</context>
</TS>
