<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AttendedModel</name>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Trainer</source>
        <translation>Capacitador</translation>
    </message>
    <message>
        <source>Sign-off</source>
        <translation>Constancia</translation>
    </message>
    <message>
        <source>Sign-off time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <source>Sign-off
time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <source>Session void: {reason}</source>
        <translation>Sesión anulada: {reason}</translation>
    </message>
</context>
<context>
    <name>AttendeesModel</name>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Employee ID</source>
        <translation>ID de empleado</translation>
    </message>
    <message>
        <source>Sign-off</source>
        <translation>Constancia</translation>
    </message>
    <message>
        <source>Sign-off time</source>
        <translation>Hora</translation>
    </message>
</context>
<context>
    <name>DutiesModel</name>
    <message>
        <source>Training</source>
        <translation>Capacitación</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Vence</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Situación</translation>
    </message>
    <message>
        <source>Met on</source>
        <translation>Cumplido el</translation>
    </message>
</context>
<context>
    <name>EmployeeFormDialog</name>
    <message>
        <source>New-hire training is due {new_hire_days} days after it.</source>
        <translation>La capacitación de empleado nuevo vence {new_hire_days} días después.</translation>
    </message>
    <message>
        <source>Their last day here, once they leave. They then drop out of the active list; their records stay.</source>
        <translation>Su último día aquí, cuando se vaya. Deja entonces de aparecer en la lista activa; sus registros se conservan.</translation>
    </message>
    <message>
        <source>Add an employee</source>
        <translation>Agregar un empleado</translation>
    </message>
    <message>
        <source>Add employee</source>
        <translation>Agregar empleado</translation>
    </message>
    <message>
        <source>Employee ID</source>
        <translation>ID de empleado</translation>
    </message>
    <message>
        <source>e.g. E-014</source>
        <translation>p. ej., E-014</translation>
    </message>
    <message>
        <source>Unique here; it names them in the records. The next free one is offered.</source>
        <translation>Único en este establecimiento; lo identifica en los registros. Se propone el siguiente libre.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>First and last name</source>
        <translation>Nombre y apellido</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>e.g. Line cook</source>
        <translation>p. ej., Cocinero de línea</translation>
    </message>
    <message>
        <source>Hire date</source>
        <translation>Fecha de contratación</translation>
    </message>
    <message>
        <source>End date</source>
        <translation>Fecha de salida</translation>
    </message>
    <message>
        <source>Empty while they work here</source>
        <translation>Vacía mientras trabaje aquí</translation>
    </message>
    <message>
        <source>Amend {name} ({employee_id})</source>
        <translation>Corregir a {name} ({employee_id})</translation>
    </message>
</context>
<context>
    <name>EmployeeHistory</name>
    <message>
        <source>Select someone to see their training: what is due and what they attended.</source>
        <translation>Seleccione a alguien para ver su capacitación: lo que vence y a qué asistió.</translation>
    </message>
    <message>
        <source>Nothing due in the two years of records kept.</source>
        <translation>Nada vence en los dos años de registros que se conservan.</translation>
    </message>
    <message>
        <source>Not listed in any training session yet.</source>
        <translation>Aún no figura en ninguna sesión de capacitación.</translation>
    </message>
    <message>
        <source>hired {date}</source>
        <translation>contratado el {date}</translation>
    </message>
    <message>
        <source>last day {date}</source>
        <translation>último día el {date}</translation>
    </message>
    <message>
        <source>Training due</source>
        <translation>Capacitación pendiente</translation>
    </message>
    <message>
        <source>Sessions attended</source>
        <translation>Sesiones a las que asistió</translation>
    </message>
</context>
<context>
    <name>EmployeesModel</name>
    <message>
        <source>Employee ID</source>
        <translation>ID de empleado</translation>
    </message>
    <message>
        <source>Employee
ID</source>
        <translation>ID de
empleado</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Hire date</source>
        <translation>Contratación</translation>
    </message>
    <message>
        <source>Hire
date</source>
        <translation>Fecha de
alta</translation>
    </message>
    <message>
        <source>End date</source>
        <translation>Salida</translation>
    </message>
    <message>
        <source>End
date</source>
        <translation>Salida</translation>
    </message>
    <message>
        <source>Last trained on</source>
        <translation>Última capacitación</translation>
    </message>
    <message>
        <source>Last trained
on</source>
        <translation>Última
capacitación</translation>
    </message>
    <message>
        <source>Training state</source>
        <translation>Capacitación</translation>
    </message>
    <message>
        <source>Training
state</source>
        <translation>Situación</translation>
    </message>
    <message>
        <source>Training due</source>
        <translation>Vence</translation>
    </message>
    <message>
        <source>Training
due</source>
        <translation>Vence</translation>
    </message>
    <message>
        <source>{training} due {date} (rule {rule})</source>
        <translation>{training}: vence el {date} (regla {rule})</translation>
    </message>
</context>
<context>
    <name>EmployeesPage</name>
    <message>
        <source>No one on the roster yet. Add each employee with Add employee…: new employees must be trained within {new_hire_days} days of being hired, and everyone {trainings_per_year} times each calendar year.</source>
        <translation>Aún no hay nadie en la lista de personal. Agregue a cada empleado con Agregar empleado…: los empleados nuevos deben recibir capacitación dentro de los {new_hire_days} días de su contratación, y todos {trainings_per_year} veces cada año calendario.</translation>
    </message>
    <message>
        <source>Everyone on the roster has left. Tick &quot;Show people who left&quot; to see them.</source>
        <translation>Todo el personal de la lista se ha ido. Marque &quot;Mostrar a quienes se fueron&quot; para verlos.</translation>
    </message>
    <message>
        <source>Someone who left is not voided: use Amend… and give their last day as the end date, so that their training records stay theirs.</source>
        <translation>A quien se fue no se le anula: use Corregir… e indique su último día como fecha de salida, para que sus registros de capacitación sigan siendo suyos.</translation>
    </message>
    <message>
        <source>Employees</source>
        <translation>Empleados</translation>
    </message>
    <message>
        <source>Add employee…</source>
        <translation>Agregar empleado…</translation>
    </message>
    <message numerus="yes">
        <source>%n employee(s)</source>
        <translation>
            <numerusform>%n empleado</numerusform>
            <numerusform>%n empleados</numerusform>
        </translation>
    </message>
    <message>
        <source>Search name, Employee ID or role</source>
        <translation>Buscar nombre, ID de empleado o puesto</translation>
    </message>
    <message>
        <source>Show people who left</source>
        <translation>Mostrar a quienes se fueron</translation>
    </message>
    <message>
        <source>Correct their details, or give the end date when they leave.</source>
        <translation>Corregir sus datos, o indicar la fecha de salida cuando se vaya.</translation>
    </message>
    <message>
        <source>Only for someone entered in error.</source>
        <translation>Solo para alguien registrado por error.</translation>
    </message>
    <message numerus="yes">
        <source>(%n who left not shown)</source>
        <translation>
            <numerusform>(%n que se fue, oculto)</numerusform>
            <numerusform>(%n que se fueron, ocultos)</numerusform>
        </translation>
    </message>
    <message>
        <source>employee {employee_id} ({name})</source>
        <translation>el empleado {employee_id} ({name})</translation>
    </message>
</context>
<context>
    <name>Page</name>
    <message>
        <source>Training</source>
        <translation>Capacitación</translation>
    </message>
    <message>
        <source>Employees</source>
        <translation>Empleados</translation>
    </message>
</context>
<context>
    <name>PaperDialog</name>
    <message>
        <source>Choose the scan or photo of the signed sheet.</source>
        <translation>Elija el escaneo o la foto de la hoja firmada.</translation>
    </message>
    <message>
        <source>Tick each attendee who signed the sheet.</source>
        <translation>Marque a cada asistente que firmó la hoja.</translation>
    </message>
    <message>
        <source>The signed sign-in sheet</source>
        <translation>La hoja de asistencia firmada</translation>
    </message>
    <message>
        <source>Attach the signed sign-in sheet</source>
        <translation>Adjuntar la hoja de asistencia firmada</translation>
    </message>
    <message>
        <source>Attach and mark signed</source>
        <translation>Adjuntar y marcar como firmado</translation>
    </message>
    <message>
        <source>{session}. Choose the scan or photo of the signed sheet and tick each attendee who signed it: they are marked &quot;signed on paper&quot; and the scan is kept with the session.</source>
        <translation>{session}. Elija el escaneo o la foto de la hoja firmada y marque a cada asistente que la firmó: quedan marcados como &quot;firmado en papel&quot; y el escaneo se guarda con la sesión.</translation>
    </message>
    <message>
        <source>The scan: PDF, JPEG, PNG, TIFF or WebP</source>
        <translation>El escaneo: PDF, JPEG, PNG, TIFF o WebP</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Scan</source>
        <translation>Escaneo</translation>
    </message>
    <message>
        <source>Signed on paper</source>
        <translation>Firmado en papel</translation>
    </message>
    <message>
        <source>Those not yet signed. Leave unticked anyone who did not sign the sheet.</source>
        <translation>Quienes aún no han firmado. Deje sin marcar a quien no firmó la hoja.</translation>
    </message>
</context>
<context>
    <name>ReasonDialog</name>
    <message>
        <source>Reason (required)</source>
        <translation>Motivo (obligatorio)</translation>
    </message>
</context>
<context>
    <name>SessionDetail</name>
    <message>
        <source>Select a session to see its attendees, their signatures and its topics.</source>
        <translation>Seleccione una sesión para ver sus asistentes, sus firmas y sus temas.</translation>
    </message>
    <message>
        <source>Select an attendee to see their signature.</source>
        <translation>Seleccione un asistente para ver su firma.</translation>
    </message>
    <message>
        <source>No signature drawn</source>
        <translation>Sin firma trazada</translation>
    </message>
    <message>
        <source>Sign…</source>
        <translation>Firmar…</translation>
    </message>
    <message>
        <source>Correct…</source>
        <translation>Corregir…</translation>
    </message>
    <message>
        <source>{name} signed on the pad on {when}: {meaning}</source>
        <translation>{name} firmó en el panel de firma el {when}: {meaning}</translation>
    </message>
    <message>
        <source>{name} typed their name (“{typed}”) on {when}: {meaning}</source>
        <translation>{name} escribió su nombre (“{typed}”) el {when}: {meaning}</translation>
    </message>
    <message>
        <source>{name} signed the paper sign-in sheet, marked on {when}: {meaning} The scan is with the session&apos;s scans.</source>
        <translation>{name} firmó la hoja de asistencia en papel, marcada el {when}: {meaning} El escaneo está con los escaneos de la sesión.</translation>
    </message>
    <message>
        <source>{name} has not signed: their training does not count yet. Use {sign} to sign on the screen, or print the sign-in sheet.</source>
        <translation>{name} no ha firmado: su capacitación aún no cuenta. Use {sign} para firmar en la pantalla, o imprima la hoja de asistencia.</translation>
    </message>
    <message>
        <source>Listed by mistake…</source>
        <translation>Incluido por error…</translation>
    </message>
    <message>
        <source>Take someone off this session who did not attend; their sign-off stays, void.</source>
        <translation>Quitar de esta sesión a alguien que no asistió; su firma se conserva, anulada.</translation>
    </message>
    <message>
        <source>Topics reviewed</source>
        <translation>Temas revisados</translation>
    </message>
    <message>
        <source>Attendees and their signatures</source>
        <translation>Asistentes y sus firmas</translation>
    </message>
    <message>
        <source>Notes: {notes}</source>
        <translation>Notas: {notes}</translation>
    </message>
    <message>
        <source>(none recorded)</source>
        <translation>(ninguno registrado)</translation>
    </message>
    <message>
        <source>A sign-off made can&apos;t be changed: correcting it keeps it, void, and lists the attendee again to sign anew.</source>
        <translation>Una firma hecha no se puede cambiar: al corregirla se conserva, anulada, y el asistente vuelve a la lista para firmar de nuevo.</translation>
    </message>
    <message>
        <source>Typed attestation, no signature: {name}</source>
        <translation>Declaración escrita, sin firma: {name}</translation>
    </message>
    <message>
        <source>Sign on the screen, or type the name where no pad is at hand.</source>
        <translation>Firmar en la pantalla, o escribir el nombre si no hay panel de firma.</translation>
    </message>
    <message numerus="yes">
        <source>%n attendee(s) not signed yet: {names}. Their training does not count until they sign.</source>
        <translation>
            <numerusform>%n asistente aún no ha firmado: {names}. Su capacitación no cuenta hasta que firme.</numerusform>
            <numerusform>%n asistentes aún no han firmado: {names}. Su capacitación no cuenta hasta que firmen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Signed on paper</source>
        <translation>Firmado en papel</translation>
    </message>
</context>
<context>
    <name>SessionFormDialog</name>
    <message>
        <source>Tick the topics reviewed: the records and the sign-in sheet list them.</source>
        <translation>Marque los temas revisados: los registros y la hoja de asistencia los incluyen.</translation>
    </message>
    <message>
        <source>The people employed that day are listed to tick.</source>
        <translation>Se listan para marcar las personas empleadas ese día.</translation>
    </message>
    <message>
        <source>Listed already. Someone listed by mistake is taken off with Listed by mistake… on the Training page, with a reason.</source>
        <translation>Ya está en la lista. A quien se incluyó por error se le quita con Incluido por error… en la página Capacitación, indicando un motivo.</translation>
    </message>
    <message>
        <source>New training session</source>
        <translation>Nueva sesión de capacitación</translation>
    </message>
    <message>
        <source>Create session</source>
        <translation>Crear sesión</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sesión</translation>
    </message>
    <message>
        <source>Topics reviewed</source>
        <translation>Temas revisados</translation>
    </message>
    <message>
        <source>Amend the {kind} training of {date}</source>
        <translation>Corregir la capacitación ({kind}) del {date}</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Trainer</source>
        <translation>Capacitador</translation>
    </message>
    <message>
        <source>Who gave the training</source>
        <translation>Quién impartió la capacitación</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Tick everyone</source>
        <translation>Marcar a todos</translation>
    </message>
    <message>
        <source>Attendees</source>
        <translation>Asistentes</translation>
    </message>
    <message>
        <source>Another topic reviewed</source>
        <translation>Otro tema revisado</translation>
    </message>
    <message>
        <source>Add topic</source>
        <translation>Agregar tema</translation>
    </message>
    <message>
        <source>No one on the roster was employed here on {date}. Add people on the Employees page first.</source>
        <translation>Nadie de la lista de personal trabajaba aquí el {date}. Primero agregue personas en la página Empleados.</translation>
    </message>
</context>
<context>
    <name>SessionsModel</name>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Trainer</source>
        <translation>Capacitador</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>Temas</translation>
    </message>
    <message>
        <source>Attendees</source>
        <translation>Asistentes</translation>
    </message>
    <message>
        <source>Unsigned</source>
        <translation>Sin firmar</translation>
    </message>
    <message>
        <source>Not signed yet: {names}. Their training does not count until they sign.</source>
        <translation>Falta firmar: {names}. Su capacitación no cuenta hasta que firmen.</translation>
    </message>
</context>
<context>
    <name>SignDialog</name>
    <message>
        <source>Sign in the box with the mouse, a pen or a finger, or use Type my name instead.</source>
        <translation>Firme en el recuadro con el mouse, un lápiz o un dedo, o use Escribir mi nombre.</translation>
    </message>
    <message>
        <source>Type my name instead</source>
        <translation>Escribir mi nombre</translation>
    </message>
    <message>
        <source>Sign on the pad instead</source>
        <translation>Firmar en el panel</translation>
    </message>
    <message>
        <source>{kind} training on {date}, by {trainer}</source>
        <translation>Capacitación ({kind}) del {date}, impartida por {trainer}</translation>
    </message>
    <message>
        <source>{name} signs</source>
        <translation>Firma de {name}</translation>
    </message>
    <message>
        <source>Sign</source>
        <translation>Firmar</translation>
    </message>
    <message>
        <source>{name} ({employee_id}), please sign</source>
        <translation>{name} ({employee_id}), firme por favor</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Sign with the mouse, a pen or a finger.</source>
        <translation>Firme con el mouse, un lápiz o un dedo.</translation>
    </message>
    <message>
        <source>Your name, as on the roster</source>
        <translation>Su nombre, como figura en la lista de personal</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Su nombre</translation>
    </message>
    <message>
        <source>Where no pad is at hand: typing your own name is a typed attestation, not a signature. It counts for your training.</source>
        <translation>Si no hay panel de firma: escribir su propio nombre es una declaración escrita, no una firma. Cuenta para su capacitación.</translation>
    </message>
    <message>
        <source>Date and time: {moment}</source>
        <translation>Fecha y hora: {moment}</translation>
    </message>
</context>
<context>
    <name>SignaturePad</name>
    <message>
        <source>Sign here</source>
        <translation>Firme aquí</translation>
    </message>
    <message>
        <source>Signature pad</source>
        <translation>Panel de firma</translation>
    </message>
    <message>
        <source>Sign with the mouse, a pen or a finger.</source>
        <translation>Firme con el mouse, un lápiz o un dedo.</translation>
    </message>
</context>
<context>
    <name>TrainingPage</name>
    <message>
        <source>No training sessions yet. Every new employee must be trained within {new_hire_days} days of being hired, and everyone {trainings_per_year} times each calendar year. Use New session… to record one: each attendee then signs on the screen or on the printed sign-in sheet.</source>
        <translation>Aún no hay sesiones de capacitación. Cada empleado nuevo debe recibir capacitación dentro de los {new_hire_days} días de su contratación, y todos {trainings_per_year} veces cada año calendario. Use Nueva sesión… para registrar una: luego cada asistente firma en la pantalla o en la hoja de asistencia impresa.</translation>
    </message>
    <message>
        <source>Its signatures then count for no one&apos;s training: record the session again if it did take place.</source>
        <translation>Sus firmas dejan entonces de contar para la capacitación de todos: registre la sesión de nuevo si sí se realizó.</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save the sign-in sheet</source>
        <translation>Guardar la hoja de asistencia</translation>
    </message>
    <message>
        <source>Training sessions</source>
        <translation>Sesiones de capacitación</translation>
    </message>
    <message>
        <source>New session…</source>
        <translation>Nueva sesión…</translation>
    </message>
    <message numerus="yes">
        <source>%n session(s)</source>
        <translation>
            <numerusform>%n sesión</numerusform>
            <numerusform>%n sesiones</numerusform>
        </translation>
    </message>
    <message>
        <source>Search trainer, topic or attendee</source>
        <translation>Buscar capacitador, tema o asistente</translation>
    </message>
    <message>
        <source>No session matches the search.</source>
        <translation>Ninguna sesión coincide con la búsqueda.</translation>
    </message>
    <message>
        <source>Print sign-in sheet…</source>
        <translation>Imprimir hoja de asistencia…</translation>
    </message>
    <message>
        <source>A PDF to print, for attendees who sign on paper.</source>
        <translation>Un PDF para imprimir, para los asistentes que firman en papel.</translation>
    </message>
    <message>
        <source>Sheet in English and Spanish</source>
        <translation>Hoja en inglés y español</translation>
    </message>
    <message>
        <source>The printed sign-in sheet shows its headings, the attestation and the topics in English and in Spanish. Untick it for English only.</source>
        <translation>La hoja de asistencia impresa muestra sus títulos, la declaración y los temas en inglés y en español. Desmárquelo para imprimirla solo en inglés.</translation>
    </message>
    <message>
        <source>Attach signed sheet…</source>
        <translation>Adjuntar hoja firmada…</translation>
    </message>
    <message>
        <source>Attach the scan of the signed sheet and mark who signed it &quot;on paper&quot;.</source>
        <translation>Adjuntar el escaneo de la hoja firmada y marcar quién la firmó &quot;en papel&quot;.</translation>
    </message>
    <message>
        <source>the {kind} training of {date}</source>
        <translation>la capacitación ({kind}) del {date}</translation>
    </message>
    <message>
        <source>Correct the sign-off of {name}</source>
        <translation>Corregir la firma de {name}</translation>
    </message>
    <message>
        <source>Correct sign-off</source>
        <translation>Corregir firma</translation>
    </message>
    <message>
        <source>e.g. Signed for someone else</source>
        <translation>p. ej., Firmó por otra persona</translation>
    </message>
    <message>
        <source>A sign-off made can&apos;t be changed. Correcting it keeps this one in the records, void with your reason, and lists {name} again to sign anew.</source>
        <translation>Una firma hecha no se puede cambiar. Al corregirla, esta se conserva en los registros, anulada con su motivo, y {name} vuelve a la lista para firmar de nuevo.</translation>
    </message>
    <message>
        <source>{name} was listed by mistake</source>
        <translation>{name} se incluyó por error</translation>
    </message>
    <message>
        <source>Take off the session</source>
        <translation>Quitar de la sesión</translation>
    </message>
    <message>
        <source>e.g. Was not at work that day</source>
        <translation>p. ej., No trabajó ese día</translation>
    </message>
    <message>
        <source>Only if {name} did not attend {session}. Their sign-off stays in the records, void with your reason, and counts for nothing.</source>
        <translation>Solo si {name} no asistió a: {session}. Su firma se conserva en los registros, anulada con su motivo, y no cuenta para nada.</translation>
    </message>
    <message>
        <source>The sign-in sheet can&apos;t be saved to {path}: {why}</source>
        <translation>No se puede guardar la hoja de asistencia en {path}: {why}</translation>
    </message>
    <message>
        <source>Saved the sign-in sheet to {path}. Print it and have each attendee sign; then scan it and use the Attach signed sheet… button.</source>
        <translation>Se guardó la hoja de asistencia en {path}. Imprímala y pida a cada asistente que firme; luego escanéela y use el botón Adjuntar hoja firmada….</translation>
    </message>
    <message>
        <source>Saved the sign-in sheet to {path}. No program on this PC opens PDF files: open it from that folder to print it.</source>
        <translation>Se guardó la hoja de asistencia en {path}. Ningún programa de esta PC abre archivos PDF: ábrala desde esa carpeta para imprimirla.</translation>
    </message>
</context>
</TS>
